package io.manifeststudio.system;

import jakarta.servlet.http.HttpServletResponse;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.servlet.ModelAndView;

import io.manifeststudio.account.ErrorPages;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.RevisionNotFoundException;
import io.manifeststudio.review.CommentNotFoundException;
import io.manifeststudio.review.DiffsBusyException;

/**
 * The one advice of the pages (the controllers marked {@link ErrorPages}): an unknown
 * manifest, revision or comment (or one of another manifest) is the 404 page, a version,
 * pod or other choice that cannot be read the 400 page, no free diff computation the 503
 * page with {@code Retry-After}, each from {@code templates/error.html} and saying what
 * is wrong. htmx swaps no 4xx answer, so a fragment request that fails leaves its page as
 * it was. Other failures go on to {@link ApiProblemAdvice}, which leaves a page's to the
 * error path.
 */
@ControllerAdvice(annotations = ErrorPages.class)
@Order(Ordered.HIGHEST_PRECEDENCE)
class PageErrorAdvice {

	@ExceptionHandler({ ManifestNotFoundException.class, RevisionNotFoundException.class,
			CommentNotFoundException.class })
	ModelAndView notFound(RuntimeException ex) {
		return error(HttpStatus.NOT_FOUND, ex.getMessage());
	}

	@ExceptionHandler
	ModelAndView badRequest(InvalidManifestRequestException ex) {
		return error(HttpStatus.BAD_REQUEST, ex.getMessage());
	}

	/**
	 * Every diff computation is taken and none became free in time: 503 with
	 * {@code Retry-After}.
	 */
	@ExceptionHandler
	ModelAndView busy(DiffsBusyException ex, HttpServletResponse response) {
		response.setHeader(HttpHeaders.RETRY_AFTER, String.valueOf(DiffsBusyException.RETRY_AFTER_SECONDS));
		return error(HttpStatus.SERVICE_UNAVAILABLE, ex.getMessage());
	}

	private static ModelAndView error(HttpStatus status, String explanation) {
		ModelAndView page = new ModelAndView(StudioErrorController.ERROR_VIEW, status);
		page.addObject("status", status.value());
		page.addObject("error", status.getReasonPhrase());
		page.addObject("explanation", explanation);
		return page;
	}

}
