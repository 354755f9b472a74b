package io.manifeststudio.editor.pages;

import java.security.Principal;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.view.RedirectView;

import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.manifest.DuplicateManifestNameException;
import io.manifeststudio.manifest.ManifestExamples;
import io.manifeststudio.manifest.ManifestExamples.ManifestExample;
import io.manifeststudio.manifest.ManifestService;

/**
 * "Try an example": imports one of the project's example manifests with one click and
 * opens its board. The manifest is named after the example, with {@code -2}, {@code -3},
 * ... when that name is taken.
 */
@Controller
@RequiredRole(Role.EDITOR)
class ManifestExamplesController {

	/**
	 * How many numbered names to try before giving up (someone imported the same example
	 * this many times).
	 */
	static final int MAX_COPIES = 100;

	private final ManifestService manifests;

	ManifestExamplesController(ManifestService manifests) {
		this.manifests = manifests;
	}

	@PostMapping("/manifests/examples/{name}")
	RedirectView tryExample(@PathVariable String name, Principal principal) {
		ManifestExample example = ManifestExamples.named(name)
			.orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "There is no example named '" + name
					+ "'; the examples are " + String.join(", ", ManifestExamples.names())));
		for (int copy = 1; copy <= MAX_COPIES; copy++) {
			String manifestName = (copy == 1) ? example.name() : example.name() + "-" + copy;
			try {
				long id = this.manifests.importManifest(manifestName, example.yaml(), principal.getName()).id();
				return new RedirectView("/manifests/" + id + "/edit", true);
			}
			catch (DuplicateManifestNameException ex) {
				// taken: try the next number
			}
		}
		throw new ResponseStatusException(HttpStatus.CONFLICT,
				"The names " + example.name() + " to " + example.name() + "-" + MAX_COPIES + " are all taken");
	}

}
