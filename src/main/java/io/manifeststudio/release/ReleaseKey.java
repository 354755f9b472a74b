package io.manifeststudio.release;

/** A stored release's id with its name and version, without its jobs. */
record ReleaseKey(long id, String name, String version) {
}
