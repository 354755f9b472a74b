package io.manifeststudio.review;

/** Nobody reviews a revision they authored. */
public class OwnRevisionException extends RuntimeException {

	public OwnRevisionException(String reviewer, long manifestId, int revision) {
		super(reviewer + " authored revision " + revision + " of manifest " + manifestId
				+ ", so cannot review it: someone else must");
	}

}
