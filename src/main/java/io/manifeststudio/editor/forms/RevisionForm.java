package io.manifeststudio.editor.forms;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

import io.manifeststudio.manifest.ManifestService;

/**
 * The form that saves the draft as a numbered revision: a message (the author is the
 * signed-in user).
 */
public class RevisionForm {

	@NotBlank(message = "{revisions.message.required}")
	@Size(max = ManifestService.MAX_MESSAGE_LENGTH, message = "{revisions.message.tooLong}")
	private String message;

	public String getMessage() {
		return this.message;
	}

	public void setMessage(String message) {
		this.message = message;
	}

}
