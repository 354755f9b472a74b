package io.manifeststudio.system;

import java.net.URI;

import jakarta.annotation.security.PermitAll;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;

import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.servlet.ModelAndView;

import io.manifeststudio.account.ApiErrors;

/**
 * The error path, where the servlet container sends what no controller answered (an
 * unknown path, a refused upload, a malformed request): the {@code error} page for
 * browsers and the API's problem JSON ({@link ApiErrors}) for everyone else. Asked for
 * directly ({@code GET /error}), with no error to show, it is a 404 like any other
 * address that names nothing; Boot's own error controller would answer that with a 500.
 */
@Controller
@RequestMapping("${server.error.path:${error.path:/error}}")
@PermitAll
class StudioErrorController implements ErrorController {

	static final String ERROR_VIEW = "error";

	/**
	 * A request attribute with the words for the error, set by whoever refused the
	 * request before any controller.
	 */
	static final String EXPLANATION = StudioErrorController.class.getName() + ".explanation";

	/**
	 * The error page; for a refused upload it also says why (the size it had and the
	 * limit) and links back to the page the form was on, when the browser said which (a
	 * page of this studio: only the path is kept).
	 */
	@RequestMapping(produces = MediaType.TEXT_HTML_VALUE)
	ModelAndView errorPage(HttpServletRequest request) {
		HttpStatus status = status(request);
		ModelAndView page = new ModelAndView(ERROR_VIEW, status);
		page.addObject("status", status.value());
		page.addObject("error", status.getReasonPhrase());
		if (request.getAttribute(EXPLANATION) instanceof String explanation) {
			page.addObject("explanation", explanation);
		}
		if (status == HttpStatus.CONTENT_TOO_LARGE) {
			page.addObject("formPage", SameSitePage.referringPath(request));
		}
		return page;
	}

	@RequestMapping
	ResponseEntity<ProblemDetail> error(HttpServletRequest request) {
		HttpStatus status = status(request);
		ProblemDetail problem = ApiErrors.problem(status,
				(request.getAttribute(EXPLANATION) instanceof String explanation) ? explanation : explain(status));
		if (request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI) instanceof String failed) {
			problem.setInstance(URI.create(failed));
		}
		return ResponseEntity.status(status).contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
	}

	private static HttpStatus status(HttpServletRequest request) {
		Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
		if (!(code instanceof Integer value)) {
			return HttpStatus.NOT_FOUND;
		}
		HttpStatus status = HttpStatus.resolve(value);
		return (status != null) ? status : HttpStatus.INTERNAL_SERVER_ERROR;
	}

	private static String explain(HttpStatus status) {
		return switch (status) {
			case NOT_FOUND -> "There is no such page or API endpoint";
			case BAD_REQUEST -> "The request could not be understood: check its address, parameters and headers";
			case CONTENT_TOO_LARGE -> "The request is larger than Manifest Studio accepts";
			case SERVICE_UNAVAILABLE -> "Manifest Studio cannot answer at the moment; try again in a few seconds";
			case INTERNAL_SERVER_ERROR ->
				"Manifest Studio failed to handle this request; this is a bug, not a problem with your input";
			default -> status.getReasonPhrase();
		};
	}

}
