package io.manifeststudio.review;

/**
 * A blocking comment is resolved by its author, or by a reviewer who made none of the
 * revision's changes ({@link FourEyes}): not by someone who made the revision it blocks,
 * nor by an editor. The message says why not.
 */
public class ResolveRefusedException extends RuntimeException {

	public ResolveRefusedException(String message) {
		super(message);
	}

}
