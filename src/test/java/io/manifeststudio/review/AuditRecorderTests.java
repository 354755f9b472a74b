package io.manifeststudio.review;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.authentication.event.AuthenticationFailureBadCredentialsEvent;
import org.springframework.security.authentication.event.InteractiveAuthenticationSuccessEvent;
import org.springframework.security.web.authentication.WebAuthenticationDetails;

import io.manifeststudio.account.AccountActivity;
import io.manifeststudio.manifest.ManifestActivity;

import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.ArgumentMatchers.startsWith;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;

/** What each announced activity becomes in the audit log. */
class AuditRecorderTests {

	private final AuditLog audit = mock(AuditLog.class);

	private final AuditRecorder recorder = new AuditRecorder(this.audit, Duration.ofHours(1));

	@Test
	void aManifestActivityKeepsItsActorActionManifestAndRevision() {
		this.recorder.manifestActivity(
				new ManifestActivity("alice", ManifestActivity.Action.EXPORT_HELM, 7L, 2, "Helm chart of revision 2"));
		verify(this.audit).record("alice", "export-helm", 7L, 2, "Helm chart of revision 2");
	}

	@Test
	void anAccountActivityNamesTheAccountInItsDetail() {
		this.recorder
			.accountActivity(new AccountActivity("admin", AccountActivity.ROLE, "bob", "role editor -> admin"));
		verify(this.audit).record("admin", "account-role", null, null, "account 'bob': role editor -> admin");
	}

	@Test
	void aSignInWithTheFormIsRecorded() {
		this.recorder.signedIn(new InteractiveAuthenticationSuccessEvent(
				UsernamePasswordAuthenticationToken.authenticated("carol", null, java.util.List.of()), getClass()));
		verify(this.audit).record("carol", AuditRecorder.SIGN_IN, null, null, "signed in");
	}

	@Test
	void refusedSignInsAreCountedPerAddressReasonAndName() {
		UsernamePasswordAuthenticationToken presented = UsernamePasswordAuthenticationToken.unauthenticated("alice",
				"wrong");
		presented.setDetails(new WebAuthenticationDetails("10.0.0.7", null));
		this.recorder.signInFailed(new AuthenticationFailureBadCredentialsEvent(presented,
				new BadCredentialsException("Bad credentials")));
		verify(this.audit).recordRepeated("alice", AuditRecorder.SIGN_IN_FAILED,
				"sign-in-failed|10.0.0.7|BadCredentialsException|alice", Duration.ofHours(1),
				"refused: Bad credentials from 10.0.0.7");
	}

	@Test
	void aRefusedSignInKeepsTheTypedNameMadeHarmless() {
		String typed = "eve\u0000\n" + "x".repeat(200);
		this.recorder.signInFailed(new AuthenticationFailureBadCredentialsEvent(
				UsernamePasswordAuthenticationToken.unauthenticated(typed, "wrong"),
				new BadCredentialsException("Bad credentials")));
		verify(this.audit).recordRepeated(startsWith("eve??xxx"), eq(AuditRecorder.SIGN_IN_FAILED),
				startsWith("sign-in-failed|null|BadCredentialsException|eve??xxx"), eq(Duration.ofHours(1)),
				eq("refused: Bad credentials"));
		org.assertj.core.api.Assertions
			.assertThat(AuditRecorder.claimedName(UsernamePasswordAuthenticationToken.unauthenticated(typed, "wrong")))
			.hasSize(100);
		org.assertj.core.api.Assertions
			.assertThat(AuditRecorder.claimedName(UsernamePasswordAuthenticationToken.unauthenticated("  ", "wrong")))
			.isEqualTo(AuditRecorder.NOBODY);
	}

}
