package io.manifeststudio.account;

import org.springframework.http.HttpStatus;

/**
 * A request about accounts or tokens that cannot be done: a 4xx with what is wrong and,
 * when known, which field.
 */
public class AccountRequestException extends RuntimeException {

	private final HttpStatus status;

	private final String field;

	AccountRequestException(HttpStatus status, String field, String message) {
		super(message);
		this.status = status;
		this.field = field;
	}

	static AccountRequestException invalid(String field, String message) {
		return new AccountRequestException(HttpStatus.BAD_REQUEST, field, message);
	}

	static AccountRequestException notFound(String message) {
		return new AccountRequestException(HttpStatus.NOT_FOUND, null, message);
	}

	static AccountRequestException conflict(String field, String message) {
		return new AccountRequestException(HttpStatus.CONFLICT, field, message);
	}

	public HttpStatus status() {
		return this.status;
	}

	public String field() {
		return this.field;
	}

}
