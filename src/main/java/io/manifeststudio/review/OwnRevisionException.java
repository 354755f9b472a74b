package io.manifeststudio.review;

/**
 * Four eyes: nobody reviews a revision they made (saved, or made one of its changes since
 * the last approved revision, {@link FourEyes}). The message says who did what.
 */
public class OwnRevisionException extends RuntimeException {

	public OwnRevisionException(String reviewer, long manifestId, int revision) {
		this(reviewer + " saved revision " + revision, manifestId);
	}

	OwnRevisionException(String why, long manifestId) {
		super(why + " (manifest " + manifestId + ")"
				+ ", so cannot review it: someone who made none of its changes must (four eyes)");
	}

	static OwnRevisionException of(FourEyes.Makers makers, String reviewer) {
		return new OwnRevisionException(makers.why(reviewer), makers.manifestId());
	}

}
