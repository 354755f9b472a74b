package io.manifeststudio.account;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

import io.manifeststudio.manifest.ApiError;

/** The account API's refusals as {@link ApiError}: what is wrong and which field. */
@RestControllerAdvice(assignableTypes = { TokenApiController.class, UserApiController.class,
		OwnAccountApiController.class })
class AccountApiAdvice {

	@ExceptionHandler(AccountRequestException.class)
	ResponseEntity<ApiError> refused(AccountRequestException ex) {
		return ResponseEntity.status(ex.status())
			.body(ApiError.of(ex.status().value(), ex.getMessage()).withField(ex.field()));
	}

}
