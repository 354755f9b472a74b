package io.manifeststudio.review;

import java.time.Duration;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.event.EventListener;
import org.springframework.security.authentication.event.AbstractAuthenticationFailureEvent;
import org.springframework.security.authentication.event.InteractiveAuthenticationSuccessEvent;
import org.springframework.security.core.Authentication;
import org.springframework.security.web.authentication.WebAuthenticationDetails;
import org.springframework.stereotype.Component;

import io.manifeststudio.account.AccountActivity;
import io.manifeststudio.account.SignInThrottledException;
import io.manifeststudio.manifest.ManifestActivity;

/**
 * Writes to the audit log what the other modules announce as application events, so that
 * none of them depends on this module: imports, every change of a draft (edits,
 * replacements, undo, redo: the change log), saved revisions and exports
 * ({@link ManifestActivity}); account and token changes ({@link AccountActivity}); and
 * Spring Security's sign-ins: each sign-in with the form, and the refused sign-ins (form,
 * HTTP Basic or access token), counted on one row per client address, name tried and
 * reason in each {@code manifest-studio.audit.repeat-window} (1 hour by default), and
 * those refused unchecked for too many failures ({@link SignInThrottledException}) on one
 * row per address: a client guessing passwords adds a few rows an hour, not one per
 * guess. A request of the stateless API signs in on every call; those calls are not
 * sign-ins of their own (what they change is logged).
 * <p>
 * The listeners run in the publisher's thread and transaction: an event is kept exactly
 * when what it records is.
 */
@Component
class AuditRecorder {

	static final String SIGN_IN = "sign-in";

	static final String SIGN_IN_FAILED = "sign-in-failed";

	static final String SIGN_IN_THROTTLED = "sign-in-throttled";

	/** The actor of a refused sign-in that named nobody. */
	static final String NOBODY = "(none)";

	private final AuditLog audit;

	private final Duration repeatWindow;

	AuditRecorder(AuditLog audit, @Value("${manifest-studio.audit.repeat-window:1h}") Duration repeatWindow) {
		this.audit = audit;
		this.repeatWindow = repeatWindow;
	}

	@EventListener
	void manifestActivity(ManifestActivity activity) {
		this.audit.record(activity.actor(), activity.action().label(), activity.manifestId(), activity.revision(),
				activity.detail());
	}

	@EventListener
	void accountActivity(AccountActivity activity) {
		this.audit.record(activity.actor(), activity.action(), null, null,
				"account '" + activity.account() + "': " + activity.detail());
	}

	@EventListener
	void signedIn(InteractiveAuthenticationSuccessEvent event) {
		Authentication authentication = event.getAuthentication();
		this.audit.record(claimedName(authentication), SIGN_IN, null, null, "signed in" + from(authentication));
	}

	@EventListener
	void signInFailed(AbstractAuthenticationFailureEvent event) {
		Authentication authentication = event.getAuthentication();
		String address = address(authentication);
		if (event.getException() instanceof SignInThrottledException) {
			this.audit.recordRepeated(NOBODY, SIGN_IN_THROTTLED, SIGN_IN_THROTTLED + "|" + address, this.repeatWindow,
					"refused unchecked: too many failed sign-ins" + from(authentication));
			return;
		}
		String name = claimedName(authentication);
		this.audit.recordRepeated(name, SIGN_IN_FAILED,
				SIGN_IN_FAILED + "|" + address + "|" + event.getException().getClass().getSimpleName() + "|" + name,
				this.repeatWindow, "refused: " + event.getException().getMessage() + from(authentication));
	}

	/**
	 * The user name as typed: at most 100 characters with no control characters (an
	 * attacker chooses it), or {@value #NOBODY}.
	 */
	static String claimedName(Authentication authentication) {
		String name = (authentication != null) ? authentication.getName() : null;
		if (name == null || name.isBlank()) {
			return NOBODY;
		}
		String clean = name.strip()
			.codePoints()
			.map((c) -> Character.isISOControl(c) ? '?' : c)
			.collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append)
			.toString();
		return (clean.length() > 100) ? clean.substring(0, 99) + "…" : clean;
	}

	private static String from(Authentication authentication) {
		String address = address(authentication);
		return (address != null) ? " from " + address : "";
	}

	private static String address(Authentication authentication) {
		return (authentication != null && authentication.getDetails() instanceof WebAuthenticationDetails web)
				? web.getRemoteAddress() : null;
	}

}
