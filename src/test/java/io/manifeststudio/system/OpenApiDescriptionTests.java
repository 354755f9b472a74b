package io.manifeststudio.system;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

import io.swagger.parser.OpenAPIParser;
import io.swagger.v3.core.util.Json;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.examples.Example;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

import io.manifeststudio.account.SignedInMockMvc;
import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.EditJson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The OpenAPI description at {@code /v3/api-docs}: it is OpenAPI 3.1 that a parser reads
 * without a message, it describes every operation of the JSON API (each mapping under
 * {@code /api/}, method by method) with both ways to sign in, and like everything else it
 * needs an account; Swagger UI answers at {@code /api-docs}.
 */
@SpringBootTest
@AutoConfigureMockMvc
class OpenApiDescriptionTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

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
		description.getPaths()
			.forEach((path, item) -> item.readOperationsMap()
				.keySet()
				.forEach((method) -> described.add(method.name() + " " + path)));
		TreeSet<String> missing = new TreeSet<>(apiOperations());
		missing.removeAll(described);
		assertThat(missing).as("API operations missing from /v3/api-docs").isEmpty();
		assertThat(described).as("described operations").hasSizeGreaterThan(20);
		description.getPaths()
			.forEach((path, item) -> item.readOperations()
				.forEach((operation) -> assertThat(operation.getResponses()
					.get("403")
					.getContent()
					.get("application/problem+json")
					.getSchema()
					.get$ref()).as(path).endsWith("/Problem")));
		assertThat(description.getComponents().getSchemas().get("Problem").getRequired()).contains("type", "title",
				"status", "detail");
	}

	@Test
	@SuppressWarnings("unchecked")
	void everyRequestBodyAndErrorHasAnExampleAndTheExamplesAreWhatTheApiTakes() throws Exception {
		OpenAPI description = description();
		List<String> withoutExample = new ArrayList<>();
		description.getPaths().forEach((path, item) -> item.readOperationsMap().forEach((method, operation) -> {
			String name = method.name() + " " + path;
			if (operation.getRequestBody() != null) {
				assertThat(operation.getRequestBody().getContent()).as(name).isNotEmpty();
				operation.getRequestBody().getContent().forEach((type, media) -> {
					boolean binary = media.getSchema() != null && "binary".equals(media.getSchema().getFormat());
					if (!binary && !hasExample(media)) {
						withoutExample.add(name + " " + type);
					}
				});
			}
			operation.getResponses().forEach((status, response) -> {
				if (status.startsWith("4") || status.startsWith("5")) {
					assertThat(response.getContent()).as(name + " " + status)
						.containsOnlyKeys("application/problem+json");
					MediaType json = response.getContent().get("application/problem+json");
					assertThat(json.getSchema().get$ref()).as(name + " " + status).endsWith("/Problem");
					assertThat(json.getExamples()).as(name + " " + status).isNotEmpty();
					json.getExamples()
						.forEach((example, value) -> assertThat((Map<Object, Object>) plain(value.getValue()))
							.as(name + " " + status + " " + example)
							.containsEntry("status", Integer.parseInt(status))
							.containsEntry("type", "about:blank")
							.containsKeys("title", "detail"));
				}
			});
		}));
		assertThat(withoutExample).as("request bodies without an example").isEmpty();

		// the operations that read a role manifest from the request's stream describe
		// that body too
		for (String yaml : List.of("POST /api/manifests", "PUT /api/manifests/{id}/role-manifest.yml",
				"POST /api/validate", "POST /api/export/kubernetes.yaml", "POST /api/export/helm-chart.tgz")) {
			assertThat(operation(description, yaml).getRequestBody().getContent()).as(yaml)
				.containsKey("application/yaml");
		}
		assertThat(operation(description, "POST /api/releases").getRequestBody().getContent())
			.containsKey("application/gzip");

		// the examples of edits are edits, one of each kind the API takes, and answer
		// with an EditResponse
		Operation edits = operation(description, "POST /api/manifests/{id}/edits");
		Map<String, Example> editExamples = edits.getRequestBody().getContent().get("application/json").getExamples();
		assertThat(editExamples).containsKeys("move", "set", "batch", "array");
		List<String> editSchemas = new ArrayList<>();
		for (Schema<?> schema : (List<Schema<?>>) (List<?>) edits.getRequestBody()
			.getContent()
			.get("application/json")
			.getSchema()
			.getOneOf()) {
			editSchemas.add((schema.get$ref() != null) ? schema.get$ref() : "array of " + schema.getItems().get$ref());
		}
		assertThat(editSchemas).containsExactly("#/components/schemas/Edit", "array of #/components/schemas/Edit");
		for (Map.Entry<String, Example> example : editExamples.entrySet()) {
			String text = JSON.writeValueAsString(plain(example.getValue().getValue()));
			assertThat(EditJson.read(text)).as(example.getKey()).isNotNull();
		}
		assertThat(EditJson.read(JSON.writeValueAsString(plain(editExamples.get("array").getValue()))))
			.isInstanceOf(Edit.Batch.class);
		assertThat(edits.getResponses().get("409").getContent().get("application/problem+json").getExamples().values())
			.anySatisfy(
					(example) -> assertThat((Map<Object, Object>) plain(example.getValue())).containsKey("conflict"));
		assertThat(edits.getResponses()).containsKeys("200", "400", "409", "412", "422", "428");
		assertThat(edits.getResponses().get("200").getContent().values())
			.allSatisfy((media) -> assertThat(hasExample(media)).isTrue());

		// an answer's example has the fields of the answer's schema, no other
		description.getPaths().forEach((path, item) -> item.readOperationsMap().forEach((method, operation) -> {
			for (String status : List.of("200", "201")) {
				ApiResponse response = operation.getResponses().get(status);
				if (response == null || response.getContent() == null) {
					continue;
				}
				response.getContent().forEach((type, media) -> {
					if (media.getExamples() == null || media.getSchema() == null) {
						return;
					}
					media.getExamples()
						.forEach((example, value) -> fieldsOfTheSchema(description,
								method.name() + " " + path + " " + status, media.getSchema(), plain(value.getValue())));
				});
			}
		}));

		// the main operations have examples of what they answer
		for (String main : List.of("POST /api/manifests/{id}/undo", "POST /api/manifests/{id}/redo",
				"POST /api/manifests", "POST /api/validate", "POST /api/tokens",
				"POST /api/manifests/{id}/revisions/{n}/approvals", "POST /api/manifests/{id}/revisions/{n}/comments",
				"POST /api/comments/{cid}/replies", "GET /api/manifests/{id}/history")) {
			ApiResponse ok = operation(description, main).getResponses()
				.entrySet()
				.stream()
				.filter((entry) -> entry.getKey().startsWith("2"))
				.findFirst()
				.orElseThrow()
				.getValue();
			assertThat(ok.getContent().values()).as(main).allSatisfy((media) -> assertThat(hasExample(media)).isTrue());
		}
	}

	@Test
	void needsAnAccountAndServesSwaggerUi() throws Exception {
		this.mvc.perform(get("/v3/api-docs")).andExpect(redirectedUrl("/login"));
		this.mvc.perform(get("/api-docs").with(SignedInMockMvc.as("vic"))).andExpect(status().is3xxRedirection());
		this.mvc.perform(get("/swagger-ui/index.html").with(SignedInMockMvc.as("vic"))).andExpect(status().isOk());
	}

	private OpenAPI description() throws Exception {
		String json = this.mvc.perform(get("/v3/api-docs").with(SignedInMockMvc.as("vic")))
			.andExpect(status().isOk())
			.andReturn()
			.getResponse()
			.getContentAsString();
		SwaggerParseResult parsed = new OpenAPIParser().readContents(json, null, null);
		assertThat(parsed.getMessages()).as("what the parser found wrong").isEmpty();
		return parsed.getOpenAPI();
	}

	private static Operation operation(OpenAPI description, String name) {
		String[] parts = name.split(" ", 2);
		PathItem item = description.getPaths().get(parts[1]);
		assertThat(item).as(name).isNotNull();
		Operation operation = item.readOperationsMap().get(PathItem.HttpMethod.valueOf(parts[0]));
		assertThat(operation).as(name).isNotNull();
		return operation;
	}

	/** An example's value as plain data, whichever form the parser gives it in. */
	private static Object plain(Object value) {
		return Json.mapper().convertValue(value, Object.class);
	}

	private static boolean hasExample(MediaType media) {
		return media.getExample() != null || (media.getExamples() != null && !media.getExamples().isEmpty());
	}

	/**
	 * The example's fields are properties of the schema (followed through $ref and array
	 * items).
	 */
	private static void fieldsOfTheSchema(OpenAPI description, String where, Schema<?> schema, Object example) {
		Schema<?> resolved = (schema.get$ref() != null)
				? description.getComponents().getSchemas().get(schema.get$ref().replace("#/components/schemas/", ""))
				: schema;
		if (example instanceof List<?> list && resolved.getItems() != null) {
			list.forEach((item) -> fieldsOfTheSchema(description, where + "[]", resolved.getItems(), item));
		}
		else if (example instanceof Map<?, ?> map && resolved.getProperties() != null) {
			assertThat(resolved.getProperties().keySet()).as(where)
				.containsAll(map.keySet().stream().map(String::valueOf).toList());
		}
	}

	/**
	 * {@code GET /api/manifests/{id}} and so on: each method of each mapping under
	 * {@code /api/}.
	 */
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
