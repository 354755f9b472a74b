package io.manifeststudio.account;

import java.io.IOException;

import jakarta.annotation.security.PermitAll;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

/**
 * The sign-in page; Spring Security handles its POST, the failure ({@code ?error}) and
 * logout ({@code ?logout}). A sign-in refused for too many failed ones gets this page in
 * answer to its POST, with status 429, {@code Retry-After} and a message that says how
 * long to wait ({@link #showThrottled}).
 */
@Controller
class LoginController {

	private static final String THROTTLED = LoginController.class.getName() + ".throttled";

	@GetMapping("/login")
	@PermitAll
	String login(HttpServletRequest request, Model model) {
		if (request.getAttribute(THROTTLED) instanceof SignInThrottledException throttled) {
			model.addAttribute("throttledSeconds", throttled.retryAfterHeader());
		}
		return "account/login";
	}

	/**
	 * Answers a throttled sign-in form with the sign-in page: 429, {@code Retry-After},
	 * and the page forwarded to as a GET (the form's POST to {@code /login} would be
	 * Spring Security's sign-in again).
	 */
	static void showThrottled(HttpServletRequest request, HttpServletResponse response,
			SignInThrottledException throttled) throws IOException, ServletException {
		response.setStatus(429);
		response.setHeader("Retry-After", throttled.retryAfterHeader());
		request.setAttribute(THROTTLED, throttled);
		request.getRequestDispatcher("/login").forward(new HttpServletRequestWrapper(request) {
			@Override
			public String getMethod() {
				return "GET";
			}
		}, response);
	}

}
