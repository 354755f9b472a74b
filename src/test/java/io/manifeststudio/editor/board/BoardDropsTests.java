package io.manifeststudio.editor.board;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.manifeststudio.manifest.edit.EditJson;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The pod an edit is about: the one the board's previews show after it, and the one the
 * activity list links its line to.
 */
class BoardDropsTests {

	@ParameterizedTest(name = "{0}")
	@CsvSource(delimiter = '|', nullValues = "none", textBlock = """
			{"op":"place","container":"agent","pod":"router"}                  | router
			{"op":"remove","container":"agent","pod":"router"}                 | router
			{"op":"move","container":"agent","from":"router","to":"mysql"}     | mysql
			{"op":"reorder","pod":"router","containers":["b","a"]}             | router
			{"op":"set-mode","container":"agent","pod":"router","mode":"sidecar"} | router
			{"op":"create-group","group":"cache","type":"bosh"}                | cache
			{"op":"rename-group","group":"router","name":"gorouter"}           | gorouter
			{"op":"set","group":"mysql","field":"run.memory","value":512}      | mysql
			{"op":"delete-group","group":"mysql"}                              | none
			""")
	void theEditsPodIsWhereAContainerWentOrTheGroupItChanged(String json, String pod) {
		assertThat(BoardDrops.pod(EditJson.read(json))).isEqualTo(pod);
	}

}
