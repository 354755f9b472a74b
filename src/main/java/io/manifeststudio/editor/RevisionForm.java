package io.manifeststudio.editor;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

import io.manifeststudio.manifest.ManifestService;

/** The form that saves the draft as a numbered revision: a message and, until there are users, a name. */
public class RevisionForm {

	@NotBlank(message = "{revisions.message.required}")
	@Size(max = ManifestService.MAX_MESSAGE_LENGTH, message = "{revisions.message.tooLong}")
	private String message;

	@Size(max = ManifestService.MAX_AUTHOR_LENGTH, message = "{revisions.author.tooLong}")
	private String author;

	public String getMessage() {
		return this.message;
	}

	public void setMessage(String message) {
		this.message = message;
	}

	public String getAuthor() {
		return this.author;
	}

	public void setAuthor(String author) {
		this.author = author;
	}

}
