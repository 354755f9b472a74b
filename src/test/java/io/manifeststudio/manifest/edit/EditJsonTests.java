package io.manifeststudio.manifest.edit;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.model.GroupType;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Every op read from its JSON and written back, and every kind of malformed edit refused
 * with a message.
 */
class EditJsonTests {

	@Test
	void readsEveryOp() {
		assertThat(EditJson.read(
				"{\"op\": \"place\", \"container\": \"c\", \"pod\": \"p\", \"index\": 0, " + "\"mode\": \"sidecar\"}"))
			.isEqualTo(new Edit.Place("c", "p", 0, ContainerMode.SIDECAR));
		assertThat(EditJson.read("{\"op\": \"place\", \"container\": \"c\", \"pod\": \"p\"}"))
			.isEqualTo(new Edit.Place("c", "p", null, null));
		assertThat(EditJson.read("{\"op\": \"remove\", \"container\": \"c\", \"pod\": \"p\"}"))
			.isEqualTo(new Edit.Remove("c", "p"));
		assertThat(
				EditJson.read("{\"op\": \"move\", \"container\": \"c\", \"from\": \"a\", \"to\": \"b\", \"index\": 2}"))
			.isEqualTo(new Edit.Move("c", "a", "b", 2));
		assertThat(EditJson.read("{\"op\": \"reorder\", \"pod\": \"p\", \"containers\": [\"b\", \"a\"]}"))
			.isEqualTo(new Edit.Reorder("p", List.of("b", "a")));
		assertThat(
				EditJson.read("{\"op\": \"set-mode\", \"container\": \"c\", \"pod\": \"p\", \"mode\": \"colocated\"}"))
			.isEqualTo(new Edit.SetMode("c", "p", ContainerMode.COLOCATED));
		assertThat(EditJson.read("{\"op\": \"create-group\", \"group\": \"g\", \"type\": \"bosh-task\"}"))
			.isEqualTo(new Edit.CreateGroup("g", GroupType.BOSH_TASK));
		assertThat(EditJson.read("{\"op\": \"rename-group\", \"group\": \"g\", \"name\": \"h\"}"))
			.isEqualTo(new Edit.RenameGroup("g", "h"));
		assertThat(EditJson.read("{\"op\": \"delete-group\", \"group\": \"g\"}")).isEqualTo(new Edit.DeleteGroup("g"));
		assertThat(EditJson.read("{\"op\": \"set\", \"group\": \"g\", \"field\": \"run.memory\", \"value\": 512}"))
			.isEqualTo(new Edit.SetField("g", "run.memory", 512));
	}

	@Test
	void createGroupTakesNameForGroup() {
		assertThat(EditJson.read("{\"op\": \"create-group\", \"name\": \"g\", \"type\": \"colocated-container\"}"))
			.isEqualTo(new Edit.CreateGroup("g", GroupType.COLOCATED_CONTAINER));
	}

	@Test
	void setValuesArePlainDataAndNullRemoves() {
		Edit.SetField set = (Edit.SetField) EditJson
			.read("{\"op\": \"set\", \"group\": \"g\", \"field\": \"ports[0]\", "
					+ "\"value\": {\"name\": \"http\", \"internal\": 80, \"public\": true, \"cpu\": 0.5, \"tags\": [\"a\"]}}");
		Map<String, Object> port = new LinkedHashMap<>();
		port.put("name", "http");
		port.put("internal", 80);
		port.put("public", true);
		port.put("cpu", 0.5);
		port.put("tags", List.of("a"));
		assertThat(set.value()).isEqualTo(port);
		assertThat(((Edit.SetField) EditJson
			.read("{\"op\": \"set\", \"group\": \"g\", \"field\": \"image\", " + "\"value\": null}")).value()).isNull();
	}

	@Test
	void writesTheOpFirstAndLeavesOutOptionalFieldsThatAreNotSet() {
		assertThat(EditJson.write(new Edit.Move("c", "a", "b", null)))
			.isEqualTo("{\"op\":\"move\",\"container\":\"c\",\"from\":\"a\",\"to\":\"b\"}");
		assertThat(EditJson.write(new Edit.Place("c", "p", 1, ContainerMode.SIDECAR)))
			.isEqualTo("{\"op\":\"place\",\"container\":\"c\",\"pod\":\"p\",\"index\":1,\"mode\":\"sidecar\"}");
		assertThat(EditJson.write(new Edit.SetField("g", "image", null)))
			.isEqualTo("{\"op\":\"set\",\"group\":\"g\",\"field\":\"image\",\"value\":null}");
		assertThat(EditJson.write(new Edit.CreateGroup("g", GroupType.COLOCATED_CONTAINER)))
			.isEqualTo("{\"op\":\"create-group\",\"group\":\"g\",\"type\":\"colocated-container\"}");
	}

	@Test
	void everyEditReadsBackAsItWasWritten() {
		List<Edit> edits = List.of(new Edit.Place("c", "p", 0, ContainerMode.SIDECAR), new Edit.Remove("c", "p"),
				new Edit.Move("c", "a", "b", 1), new Edit.Reorder("p", List.of("x", "y")),
				new Edit.SetMode("c", "p", ContainerMode.COLOCATED), new Edit.CreateGroup("g", GroupType.BOSH),
				new Edit.RenameGroup("g", "h"), new Edit.DeleteGroup("g"),
				new Edit.SetField("g", "tags", List.of("sequential-startup")), new Edit.SetField("g", "image", null),
				new Edit.Batch(List.of(new Edit.Remove("c", "p"), new Edit.SetField("g", "image", "x"))));
		for (Edit edit : edits) {
			assertThat(EditJson.read(EditJson.write(edit))).isEqualTo(edit);
		}
		assertThat(edits.stream().map(Edit::op).distinct()).as("every op").containsExactlyElementsOf(Edit.OPS);
	}

	@Test
	void malformedEditsAreRefusedNamingTheField() {
		invalid("[1, 2]", "edits[0].edit", "Edit 1 of the batch: An edit is one JSON object with an op, such as "
				+ "{\"op\": \"move\", \"container\": \"log-agent\", \"from\": \"web\", \"to\": \"api\"}");
		invalid("{\"container\": \"c\"}", "op", "The edit has no op: it must say which edit it is, one of place, "
				+ "remove, move, reorder, set-mode, create-group, rename-group, delete-group, set, batch");
		invalid("{\"op\": \"teleport\"}", "op", "There is no op \"teleport\": the ops are place, remove, move, "
				+ "reorder, set-mode, create-group, rename-group, delete-group, set, batch");
		invalid("{\"op\": \"place\", \"pod\": \"p\"}", "container", "Op place needs container (a group name)");
		invalid("{\"op\": \"place\", \"container\": \"c\", \"pod\": \"p\", \"indx\": 1}", "indx",
				"Op place has no field \"indx\"; its fields are container, pod, index, mode");
		invalid("{\"op\": \"place\", \"container\": \"c\", \"pod\": \"p\", \"mode\": \"sideways\"}", "mode",
				"The mode of op place must be colocated or sidecar, not \"sideways\"");
		invalid("{\"op\": \"place\", \"container\": \"c\", \"pod\": \"p\", \"index\": \"first\"}", "index",
				"The index of op place must be a whole number from 0, not \"first\"");
		invalid("{\"op\": \"place\", \"container\": \"c\", \"pod\": \"p\", \"index\": -1}", "index",
				"The index of op place counts from 0 and cannot be -1");
		invalid("{\"op\": \"place\", \"container\": 5, \"pod\": \"p\"}", "container",
				"The container of op place must be a group name, not 5");
		invalid("{\"op\": \"place\", \"container\": \" \", \"pod\": \"p\"}", "container",
				"Op place needs container, a name that is not blank");
		invalid("{\"op\": \"place\", \"container\": null, \"pod\": \"p\"}", "container",
				"Op place needs container, a name that is not blank");
		invalid("{\"op\": \"reorder\", \"pod\": \"p\", \"containers\": \"a, b\"}", "containers",
				"The containers of op reorder must be a list of group names, not \"a, b\"");
		invalid("{\"op\": \"create-group\", \"group\": \"g\", \"type\": \"docker\"}", "type",
				"The type of op create-group must be bosh, bosh-task or colocated-container, not \"docker\"");
		invalid("{\"op\": \"set\", \"group\": \"g\", \"field\": \"run.memory\"}", "value",
				"Op set needs value (any JSON value; null removes the field)");
		invalid("{\"op\": \"set-mode\", \"container\": \"c\", \"pod\": \"p\"}", "mode",
				"Op set-mode needs mode (colocated or sidecar)");
		invalid("{\"op\": \"delete-group\", \"group\": \"g\"} trailing", "edit", null);
		invalid("", "edit", null);
	}

	@Test
	void aNumberAFloatCannotHoldIsRefusedSayingWhere() {
		invalid("{\"op\": \"set\", \"group\": \"g\", \"field\": \"run.memory\", \"value\": 1e400}", "value",
				"The number 1E+400 at value of op set is out of range: YAML readers such as fissile's hold a number "
						+ "as a 64-bit float, from about 4.9e-324 to 1.8e308 either side of 0; send it as a string to "
						+ "keep it as written");
		invalid("{\"op\": \"set\", \"group\": \"g\", \"field\": \"env\", \"value\": {\"limits\": [1, -2.5e309]}}",
				"value.limits[1]", null);
		invalid("{\"op\": \"set\", \"group\": \"g\", \"field\": \"run.scaling\", \"value\": {\"min\": 1e-400}}",
				"value.min", null);
		invalid("[{\"op\": \"set\", \"group\": \"g\", \"field\": \"run.memory\", \"value\": 1E400}]", "edits[0].value",
				null);
		// what a double holds goes in as before, however it is written
		assertThat(((Edit.SetField) EditJson.read("{\"op\": \"set\", \"group\": \"g\", \"field\": \"run.cpu\", "
				+ "\"value\": [1.5e300, 2.5E-3, 0.0, 12345678901234567890]}"))
			.value()).isEqualTo(List.of(1.5e300, 0.0025, 0.0, new java.math.BigInteger("12345678901234567890")));
	}

	private static void invalid(String json, String field, String message) {
		assertThatExceptionOfType(InvalidEditException.class).isThrownBy(() -> EditJson.read(json)).satisfies((ex) -> {
			assertThat(ex.field()).isEqualTo(field);
			if (message != null) {
				assertThat(ex.getMessage()).isEqualTo(message);
			}
		});
	}

	@Test
	void aBatchOrAnArrayIsOneEdit() {
		Edit expected = new Edit.Batch(
				List.of(new Edit.SetField("mysql", "run.memory", 512), new Edit.Move("agent", "router", "mysql", 0)));
		String parts = "[{\"op\": \"set\", \"group\": \"mysql\", \"field\": \"run.memory\", \"value\": 512}, "
				+ "{\"op\": \"move\", \"container\": \"agent\", \"from\": \"router\", \"to\": \"mysql\", \"index\": 0}]";

		assertThat(EditJson.read("{\"op\": \"batch\", \"edits\": " + parts + "}")).isEqualTo(expected);
		assertThat(EditJson.read(parts)).isEqualTo(expected);
		assertThat(EditJson.read(EditJson.write(expected))).isEqualTo(expected);
	}

	@Test
	void aBatchSaysWhichOfItsEditsIsWrong() {
		assertThatExceptionOfType(InvalidEditException.class).isThrownBy(
				() -> EditJson.read("[{\"op\": \"reorder\", \"pod\": \"a\", \"containers\": []}, {\"op\": \"jump\"}]"))
			.satisfies((ex) -> {
				assertThat(ex.field()).isEqualTo("edits[1].op");
				assertThat(ex.getMessage()).startsWith("Edit 2 of the batch: There is no op \"jump\"");
			});
		assertThatExceptionOfType(InvalidEditException.class).isThrownBy(() -> EditJson.read("[]"))
			.satisfies((ex) -> assertThat(ex.field()).isEqualTo("edits"));
		assertThatExceptionOfType(InvalidEditException.class)
			.isThrownBy(() -> EditJson.read("{\"op\": \"batch\", \"edits\": [], \"x\": 1}"))
			.satisfies((ex) -> assertThat(ex.field()).isEqualTo("x"));
	}

}
