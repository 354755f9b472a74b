package io.manifeststudio.editor.forms;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

import org.springframework.web.multipart.MultipartFile;

import io.manifeststudio.manifest.ManifestService;

/** The import form: a name and the role manifest, uploaded as a file or pasted. */
public class ImportForm implements YamlSourceForm {

	@NotBlank(message = "{import.name.required}")
	@Size(max = ManifestService.MAX_NAME_LENGTH, message = "{import.name.tooLong}")
	private String name;

	private String content;

	private MultipartFile file;

	public String getName() {
		return this.name;
	}

	public void setName(String name) {
		this.name = name;
	}

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

}
