package io.manifeststudio.account;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;

/** The sign-in page; Spring Security handles its POST, the failure ({@code ?error}) and logout ({@code ?logout}). */
@Controller
class LoginController {

	@GetMapping("/login")
	@Allow(Access.PUBLIC)
	String login() {
		return "account/login";
	}

}
