package io.manifeststudio.editor.forms;

import org.springframework.web.multipart.MultipartFile;

/**
 * The form that replaces a manifest's draft: the new role manifest (file or paste) and
 * the draft version the page showed, so that a change made meanwhile by someone else is
 * not silently overwritten.
 */
public class DraftForm implements YamlSourceForm {

	private String content;

	private MultipartFile file;

	private Long version;

	@Override
	public String getContent() {
		return this.content;
	}

	public void setContent(String content) {
		this.content = content;
	}

	@Override
	public MultipartFile getFile() {
		return this.file;
	}

	public void setFile(MultipartFile file) {
		this.file = file;
	}

	public Long getVersion() {
		return this.version;
	}

	public void setVersion(Long version) {
		this.version = version;
	}

}
