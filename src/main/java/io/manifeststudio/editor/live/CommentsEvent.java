package io.manifeststudio.editor.live;

/**
 * What an open board hears when someone comments on a revision of its manifest, replies
 * or resolves a thread ({@code event: comments}): the board asks for its comments line
 * again. It carries no draft version: the draft did not change.
 */
record CommentsEvent(int revision, String author, String summary) {
}
