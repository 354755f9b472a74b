package io.manifeststudio.system;

import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.type.LogicalType;

import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * A field of a JSON request body that takes text takes a JSON string (or null), never a
 * number or a boolean. By default Jackson turns {@code {"text": 5}} into the text "5", so
 * a comment, a token name or a revision message could be a number that no client meant as
 * text; now such a body is a 400 that names the field ({@link ApiProblemAdvice}). Numbers
 * and booleans in text fields are the only coercions refused: an object or an array is
 * refused already.
 */
@Configuration(proxyBeanMethods = false)
public class JsonTextFields {

	@Bean
	JsonMapperBuilderCustomizer textFieldsTakeStrings() {
		return (builder) -> builder.withCoercionConfig(LogicalType.Textual,
				(config) -> config.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
					.setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
					.setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail));
	}

}
