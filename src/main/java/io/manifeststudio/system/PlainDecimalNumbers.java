package io.manifeststudio.system;

import java.beans.PropertyEditorSupport;

import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.InitBinder;

/**
 * Numbers in paths, query parameters and form fields are plain decimal digits with an
 * optional minus sign. Spring's own number editor also takes {@code 0x10} (as 16),
 * {@code #10}, {@code +1} and digits of other scripts such as the full-width {@code １},
 * so that several addresses would name one manifest. Anything else is refused, which the
 * request handling answers with a 400 naming the parameter. (A converter would not do:
 * when a converter fails, Spring falls back to its default editors, which take the text
 * after all.)
 */
@ControllerAdvice
class PlainDecimalNumbers {

	@InitBinder
	void register(WebDataBinder binder) {
		binder.registerCustomEditor(long.class, new Editor(false, false));
		binder.registerCustomEditor(Long.class, new Editor(false, true));
		binder.registerCustomEditor(int.class, new Editor(true, false));
		binder.registerCustomEditor(Integer.class, new Editor(true, true));
	}

	/**
	 * The text without surrounding spaces, if it is an optional minus and 1 to 19 ASCII
	 * digits; else null.
	 */
	static String digits(String text) {
		String value = text.strip();
		int start = value.startsWith("-") ? 1 : 0;
		if (value.length() == start || value.length() - start > 19) {
			return null;
		}
		for (int i = start; i < value.length(); i++) {
			char c = value.charAt(i);
			if (c < '0' || c > '9') {
				return null;
			}
		}
		return value;
	}

	/**
	 * Reads an int or a long; empty text is no value for the wrapper types, as with
	 * Spring's own editor.
	 */
	static final class Editor extends PropertyEditorSupport {

		private final boolean integer;

		private final boolean allowEmpty;

		Editor(boolean integer, boolean allowEmpty) {
			this.integer = integer;
			this.allowEmpty = allowEmpty;
		}

		@Override
		public void setAsText(String text) {
			if (this.allowEmpty && (text == null || text.isBlank())) {
				setValue(null);
				return;
			}
			String digits = (text != null) ? digits(text) : null;
			if (digits == null) {
				throw new IllegalArgumentException("\"" + text + "\" is not a plain decimal number");
			}
			// Too large for the type: a NumberFormatException, which is an
			// IllegalArgumentException too.
			setValue(this.integer ? (Object) Integer.parseInt(digits) : (Object) Long.parseLong(digits));
		}

		@Override
		public String getAsText() {
			Object value = getValue();
			return (value != null) ? value.toString() : "";
		}

	}

}
