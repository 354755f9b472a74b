package io.manifeststudio.manifest.edit;

import java.lang.reflect.ParameterizedType;
import java.math.BigDecimal;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.model.GroupType;

/**
 * Edits as JSON. {@link #read} checks an edit's JSON before it becomes an {@link Edit},
 * so that a mistake gets a message that names the field and says what it should be (an
 * unknown op lists the ops; an unknown field lists the op's fields) instead of a parser's
 * stack of types. The fields of each op are those of its record: a field is required when
 * its record component says {@code @JsonProperty(required = true)} (Jackson's annotations
 * reach the component's accessor, not the component itself).
 */
public final class EditJson {

	private static final JsonMapper MAPPER = JsonMapper.builder()
		.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
		.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
		// A fraction or an exponent is read exactly, so that one a double cannot hold is
		// refused naming the number
		// as sent, not turned into Infinity or 0 (a set value becomes a double
		// afterwards, as a YAML reader holds it)
		.enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
		.build();

	private static final Map<String, Class<?>> RECORDS = records();

	private static final String EXAMPLE = "{\"op\": \"move\", \"container\": \"log-agent\", \"from\": \"web\", "
			+ "\"to\": \"api\"}";

	private EditJson() {
	}

	/**
	 * The edit this JSON text describes.
	 * @throws InvalidEditException when it is not JSON, or not an edit (with the field at
	 * fault)
	 */
	public static Edit read(String json) {
		JsonNode tree;
		try {
			tree = MAPPER.readTree((json != null) ? json : "");
		}
		catch (JacksonException ex) {
			throw new InvalidEditException("edit", "The edit is not JSON (" + ex.getOriginalMessage() + "): send one "
					+ "edit as a JSON object, such as " + EXAMPLE);
		}
		return read(tree);
	}

	/**
	 * The edit this JSON tree describes: one edit object, a batch ({@code {"op": "batch",
	 * "edits": [...]}}) or a JSON array of edits (the same batch).
	 * @throws InvalidEditException when it is not an edit (with the field at fault; in a
	 * batch, which of its edits)
	 */
	public static Edit read(JsonNode tree) {
		if (tree != null && tree.isArray()) {
			return batch(tree);
		}
		if (tree != null && tree.isObject() && tree.get("op") != null && tree.get("op").isString()
				&& Edit.Batch.OP.equals(tree.get("op").stringValue())) {
			for (String name : tree.propertyNames()) {
				if (!name.equals("op") && !name.equals("edits")) {
					throw new InvalidEditException(name, "Op batch has no field \"" + name + "\"; its field is edits");
				}
			}
			JsonNode edits = tree.get("edits");
			if (edits == null || !edits.isArray()) {
				throw new InvalidEditException("edits", "Op batch needs edits: a JSON array of one or more edits");
			}
			return batch(edits);
		}
		if (tree == null || !tree.isObject()) {
			throw new InvalidEditException("edit", "An edit is one JSON object with an op, such as " + EXAMPLE);
		}
		JsonNode op = tree.get("op");
		if (op == null || !op.isString()) {
			throw new InvalidEditException("op",
					"The edit has no op: it must say which edit it is, one of " + String.join(", ", Edit.OPS));
		}
		Class<?> type = RECORDS.get(op.stringValue());
		if (type == null) {
			throw new InvalidEditException("op",
					"There is no op \"" + op.stringValue() + "\": the ops are " + String.join(", ", Edit.OPS));
		}
		check(op.stringValue(), type, tree);
		try {
			Edit edit = MAPPER.treeToValue(tree, Edit.class);
			if (edit instanceof Edit.SetField set && set.value() != null) {
				// numbers as a YAML reader holds them: a fraction (read exactly above)
				// becomes a double again
				return new Edit.SetField(set.group(), set.field(), PlainData.copy(set.value()));
			}
			return edit;
		}
		catch (JacksonException ex) {
			for (Throwable cause = ex; cause != null; cause = cause.getCause()) {
				if (cause instanceof InvalidEditException invalid) {
					throw invalid;
				}
			}
			throw new InvalidEditException("edit", "The edit is not valid: " + ex.getOriginalMessage());
		}
	}

	private static Edit batch(JsonNode array) {
		List<Edit> edits = new ArrayList<>();
		int index = 0;
		for (JsonNode item : array.values()) {
			try {
				edits.add(read(item));
			}
			catch (InvalidEditException ex) {
				throw new InvalidEditException("edits[" + index + "]." + ex.field(),
						"Edit " + (index + 1) + " of the batch: " + ex.getMessage());
			}
			index++;
		}
		return new Edit.Batch(edits);
	}

	/**
	 * The JSON of an edit: its op first, then its fields; optional fields that are not
	 * set are left out.
	 */
	public static String write(Edit edit) {
		return MAPPER.writeValueAsString(edit);
	}

	private static void check(String op, Class<?> type, JsonNode tree) {
		Map<String, RecordComponent> fields = new LinkedHashMap<>();
		for (RecordComponent component : type.getRecordComponents()) {
			fields.put(component.getName(), component);
			JsonAlias alias = component.getAccessor().getAnnotation(JsonAlias.class);
			if (alias != null) {
				Arrays.stream(alias.value()).forEach((name) -> fields.put(name, component));
			}
		}
		for (String name : tree.propertyNames()) {
			if (!name.equals("op") && !fields.containsKey(name)) {
				throw new InvalidEditException(name, "Op " + op + " has no field \"" + name + "\"; its fields are "
						+ String.join(", ", names(type)));
			}
		}
		for (RecordComponent component : type.getRecordComponents()) {
			JsonNode value = valueOf(tree, component);
			JsonProperty property = component.getAccessor().getAnnotation(JsonProperty.class);
			if (value == null) {
				if (property != null && property.required()) {
					throw new InvalidEditException(component.getName(),
							"Op " + op + " needs " + component.getName() + " (" + expected(component) + ")");
				}
				continue;
			}
			if (!value.isNull() && !fits(component.getGenericType(), value)) {
				throw new InvalidEditException(component.getName(), "The " + component.getName() + " of op " + op
						+ " must be " + expected(component) + ", not " + value);
			}
			if (component.getGenericType() == Object.class) {
				inRange(op, component.getName(), value);
			}
		}
	}

	/**
	 * Refuses a number in plain data that a 64-bit float, as YAML readers (fissile's
	 * among them) hold numbers, cannot hold: beyond about 1.8e308 it would be written as
	 * Infinity, and a fraction below about 4.9e-324 as 0.
	 */
	private static void inRange(String op, String where, JsonNode value) {
		if (value.isObject()) {
			for (Map.Entry<String, JsonNode> entry : value.properties()) {
				inRange(op, where + "." + entry.getKey(), entry.getValue());
			}
		}
		else if (value.isArray()) {
			int index = 0;
			for (JsonNode item : value.values()) {
				inRange(op, where + "[" + index++ + "]", item);
			}
		}
		else if (value.isNumber() && !value.isIntegralNumber()) {
			BigDecimal number = value.decimalValue();
			double held = number.doubleValue();
			if (Double.isInfinite(held) || (held == 0 && number.signum() != 0)) {
				throw new InvalidEditException(where, "The number " + number + " at " + where + " of op " + op
						+ " is out of range: YAML readers such as fissile's hold a number as a 64-bit float, from "
						+ "about 4.9e-324 to 1.8e308 either side of 0; send it as a string to keep it as written");
			}
		}
	}

	private static JsonNode valueOf(JsonNode tree, RecordComponent component) {
		if (tree.has(component.getName())) {
			return tree.get(component.getName());
		}
		JsonAlias alias = component.getAccessor().getAnnotation(JsonAlias.class);
		if (alias != null) {
			for (String name : alias.value()) {
				if (tree.has(name)) {
					return tree.get(name);
				}
			}
		}
		return null;
	}

	private static boolean fits(Type type, JsonNode value) {
		if (type == String.class) {
			return value.isString();
		}
		if (type == Integer.class) {
			return value.isIntegralNumber() && value.canConvertToInt();
		}
		if (type == ContainerMode.class) {
			return value.isString() && Arrays.stream(ContainerMode.values())
				.anyMatch((mode) -> mode.label().equals(value.stringValue()));
		}
		if (type == GroupType.class) {
			return value.isString() && Edit.CreateGroup.TYPES.stream()
				.anyMatch((groupType) -> groupType.yamlName().equals(value.stringValue()));
		}
		if (type instanceof ParameterizedType list && list.getRawType() == List.class) {
			if (!value.isArray()) {
				return false;
			}
			for (JsonNode item : value.values()) {
				if (!fits(list.getActualTypeArguments()[0], item)) {
					return false;
				}
			}
			return true;
		}
		return true;
	}

	private static String expected(RecordComponent component) {
		Type type = component.getGenericType();
		if (type == Integer.class) {
			return "a whole number from 0";
		}
		if (type == ContainerMode.class) {
			return "colocated or sidecar";
		}
		if (type == GroupType.class) {
			return "bosh, bosh-task or colocated-container";
		}
		if (type instanceof ParameterizedType) {
			return "a list of group names";
		}
		if (type == Object.class) {
			return "any JSON value; null removes the field";
		}
		return switch (component.getName()) {
			case "field" -> "a field path below the group, such as run.memory or ports[0].internal";
			default -> "a group name";
		};
	}

	private static List<String> names(Class<?> type) {
		List<String> names = new ArrayList<>();
		for (RecordComponent component : type.getRecordComponents()) {
			names.add(component.getName());
		}
		return names;
	}

	private static Map<String, Class<?>> records() {
		Map<String, Class<?>> records = new LinkedHashMap<>();
		for (JsonSubTypes.Type subtype : Edit.class.getAnnotation(JsonSubTypes.class).value()) {
			records.put(subtype.name(), subtype.value());
		}
		return Map.copyOf(records);
	}

}
