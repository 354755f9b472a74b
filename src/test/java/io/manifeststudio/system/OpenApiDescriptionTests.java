package io.manifeststudio.system;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

import io.swagger.parser.OpenAPIParser;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

import io.manifeststudio.account.SignedInMockMvc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The OpenAPI description at {@code /v3/api-docs}: it is OpenAPI 3.1 that a parser reads without a message, it
 * describes every operation of the JSON API (each mapping under {@code /api/}, method by method) with both ways to
 * sign in, and like everything else it needs an account; Swagger UI answers at {@code /api-docs}.
 */
@SpringBootTest
@AutoConfigureMockMvc
class OpenApiDescriptionTests {

	@Autowired
	MockMvc mvc;

	@Autowired
	@Qualifier("requestMappingHandlerMapping")
	RequestMappingHandlerMapping mappings;

	@Test
	void describesEveryApiOperationAsValidOpenApi31() throws Exception {
		String json = this.mvc.perform(get("/v3/api-docs").with(SignedInMockMvc.as("vic")))
			.andExpect(status().isOk())
			.andReturn()
			.getResponse()
			.getContentAsString();

		SwaggerParseResult parsed = new OpenAPIParser().readContents(json, null, null);
		assertThat(parsed.getMessages()).as("what the parser found wrong").isEmpty();
		OpenAPI description = parsed.getOpenAPI();
		assertThat(description.getOpenapi()).startsWith("3.1");
		assertThat(description.getComponents().getSecuritySchemes()).containsOnlyKeys("basic", "token");

		TreeSet<String> described = new TreeSet<>();
		description.getPaths().forEach((path, item) -> item.readOperationsMap()
			.keySet()
			.forEach((method) -> described.add(method.name() + " " + path)));
		TreeSet<String> missing = new TreeSet<>(apiOperations());
		missing.removeAll(described);
		assertThat(missing).as("API operations missing from /v3/api-docs").isEmpty();
		assertThat(described).as("described operations").hasSizeGreaterThan(20);
		description.getPaths().forEach((path, item) -> item.readOperations().forEach((operation) -> assertThat(
				operation.getResponses().get("403").getContent().get("application/json").getSchema().get$ref())
			.as(path)
			.endsWith("/Error")));
		assertThat(description.getComponents().getSchemas().get("Error").getRequired()).contains("status", "error");
	}

	@Test
	void needsAnAccountAndServesSwaggerUi() throws Exception {
		this.mvc.perform(get("/v3/api-docs")).andExpect(redirectedUrl("/login"));
		this.mvc.perform(get("/api-docs").with(SignedInMockMvc.as("vic"))).andExpect(status().is3xxRedirection());
		this.mvc.perform(get("/swagger-ui/index.html").with(SignedInMockMvc.as("vic"))).andExpect(status().isOk());
	}

	/** {@code GET /api/manifests/{id}} and so on: each method of each mapping under {@code /api/}. */
	private List<String> apiOperations() {
		List<String> operations = new ArrayList<>();
		this.mappings.getHandlerMethods().keySet().forEach((RequestMappingInfo info) -> {
			for (String pattern : info.getPatternValues()) {
				if (!pattern.startsWith("/api/")) {
					continue;
				}
				var methods = info.getMethodsCondition().getMethods();
				if (methods.isEmpty()) {
					operations.add(PathItem.HttpMethod.GET.name() + " " + pattern);
				}
				for (RequestMethod method : methods) {
					operations.add(method.name().toUpperCase(Locale.ROOT) + " " + pattern);
				}
			}
		});
		return operations;
	}

}
