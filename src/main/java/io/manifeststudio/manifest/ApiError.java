package io.manifeststudio.manifest;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The JSON body of every 4xx (and the rare 5xx) of {@code /api/**}: {@code error} says what is wrong in plain words;
 * the other fields say where, when there is a where: {@code kind}, {@code line} and {@code column} for text that is not
 * a readable role manifest, {@code field} for a request field, {@code currentETag} for a stale write, {@code conflict}
 * ({@code version}, {@code author}, {@code summary}) for the change an edit, undo or redo collided with (409).
 * <p>
 * It lives in module {@code manifest}, the one every other module may use, so that the controllers of each module
 * answer with this one shape without depending on {@code system} (which only assembles the application and maps
 * exceptions to it in {@code ApiExceptionHandler}).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ApiError(int status, String error, String kind, Integer line, Integer column, String field,
		String currentETag, ChangeRef conflict) {

	/** A change of a draft as an error names it: the version it made, who made it, and its summary. */
	public record ChangeRef(long version, String author, String summary) {
	}

	public ApiError(int status, String error, String kind, Integer line, Integer column, String field,
			String currentETag) {
		this(status, error, kind, line, column, field, currentETag, null);
	}

	public static ApiError of(int status, String error) {
		return new ApiError(status, error, null, null, null, null, null);
	}

	public ApiError withField(String field) {
		return new ApiError(this.status, this.error, this.kind, this.line, this.column, field, this.currentETag,
				this.conflict);
	}

	public ApiError withConflict(long version, String author, String summary) {
		return new ApiError(this.status, this.error, this.kind, this.line, this.column, this.field, this.currentETag,
				new ChangeRef(version, author, summary));
	}

}
