package io.manifeststudio.review.web;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import java.util.function.Supplier;

import org.springframework.web.context.request.async.DeferredResult;

/**
 * An answer computed off the request's thread (a diff) as Spring MVC's
 * {@link DeferredResult}: the request's thread is given back to the server at once, and
 * the answer, or its failure (answered by the API's advice as for any other request: a
 * 503 with {@code Retry-After} when the diff was not ready in time), is written when the
 * future is done. When the server ends the asynchronous request first, by its timeout or
 * because of an error on the connection, the future is cancelled, so that the computation
 * behind it stops when no other request waits for it. What Tomcat reports of a client
 * that closed its connection is in docs/operations.md ("Diffs are bounded too").
 */
final class AsyncAnswer {

	/**
	 * Beyond the longest wait of the future itself, so that the future's own refusal
	 * comes first.
	 */
	private static final Duration MARGIN = Duration.ofSeconds(5);

	private AsyncAnswer() {
	}

	/**
	 * @param source the future of the work; it is what is cancelled
	 * @param answer what is answered of its value (cheap: it runs on the thread that
	 * completes the work)
	 * @param longestWait how long the future may take before it fails by itself
	 * @param timedOut the failure answered if the server's timeout comes first
	 */
	static <S, T> DeferredResult<T> of(CompletableFuture<S> source, Function<S, T> answer, Duration longestWait,
			Supplier<? extends Exception> timedOut) {
		DeferredResult<T> result = new DeferredResult<>(longestWait.plus(MARGIN).toMillis(), timedOut::get);
		result.onTimeout(() -> source.cancel(true));
		result.onError((failure) -> source.cancel(true));
		result.onCompletion(() -> source.cancel(true));
		source.thenApply(answer).whenComplete((value, failure) -> {
			Throwable cause = (failure instanceof CompletionException && failure.getCause() != null)
					? failure.getCause() : failure;
			if (cause == null) {
				result.setResult(value);
			}
			else if (cause instanceof CancellationException) {
				// cancelled by the callbacks above: what the request gets (if anything)
				// is the timeout's answer
				result.setErrorResult(timedOut.get());
			}
			else {
				result.setErrorResult(cause);
			}
		});
		return result;
	}

}
