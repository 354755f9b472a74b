package io.manifeststudio.manifest;

/**
 * Who made one change of a draft: the change that produced draft version {@code version}
 * (version 1 is the import, made by whoever imported the manifest).
 */
public record ChangeAuthor(String author, long version) {

}
