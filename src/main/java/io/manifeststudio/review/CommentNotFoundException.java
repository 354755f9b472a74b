package io.manifeststudio.review;

/** There is no comment with this id. */
public class CommentNotFoundException extends RuntimeException {

	public CommentNotFoundException(long id) {
		super("There is no comment " + id);
	}

}
