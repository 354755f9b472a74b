package io.manifeststudio.manifest.edit;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.ColocatedReference;
import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Every op in each format era, planned on a small manifest and applied to its document
 * tree (the writer's text is tested apart): the manifest read back from the changed tree
 * shows what the edit did, where fissile reads it. Then every refusal, with its message.
 */
class EditPlannerTests {

	/** v3: placements and run settings on the jobs' bosh_containerization. */
	static final String V3 = """
			instance_groups:
			- name: router
			  jobs:
			  - name: global-properties
			    release: scf-helper
			  - name: gorouter
			    release: routing
			    properties:
			      bosh_containerization:
			        colocated_containers:
			        - log-agent
			        - envoy
			        sidecars:
			        - envoy
			        run:
			          memory: 128
			          scaling: {min: 1, max: 3}
			        ports:
			        - name: http
			          protocol: TCP
			          internal: 8000
			- name: mysql
			  jobs:
			  - name: mysql
			    release: cf-mysql
			    properties:
			      bosh_containerization:
			        ports:
			        - name: mysql
			          protocol: TCP
			          internal: 3306
			  - name: proxy
			    release: cf-mysql
			    properties:
			      bosh_containerization:
			        run:
			          memory: 2500
			- name: task
			  type: bosh-task
			  jobs:
			  - name: once
			    release: demo
			    properties:
			      bosh_containerization:
			        run: {}
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: agent
			    release: loggregator
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			- name: envoy
			  type: colocated-container
			  jobs:
			  - name: proxy
			    release: envoy
			    properties:
			      bosh_containerization:
			        run: {}
			- name: spare
			  type: colocated-container
			  jobs:
			  - name: spare
			    release: demo
			    properties:
			      bosh_containerization:
			        run: {}
			""";

	/** v2: placements and run settings on the group. */
	static final String V2 = """
			instance_groups:
			- name: router
			  jobs:
			  - name: gorouter
			    release: routing
			  colocated_containers: [log-agent, envoy]
			  sidecars: [envoy]
			  run:
			    memory: 128
			    scaling: {min: 1, max: 3}
			    exposed-ports:
			    - name: http
			      protocol: TCP
			      internal: 8000
			- name: mysql
			  jobs:
			  - name: mysql
			    release: cf-mysql
			  run:
			    memory: 2500
			- name: task
			  type: bosh-task
			  jobs:
			  - name: once
			    release: demo
			  run: {}
			- name: log-agent
			  type: colocated-container
			  jobs: [{name: agent, release: loggregator}]
			  run: {memory: 64}
			- name: envoy
			  type: colocated-container
			  jobs: [{name: proxy, release: envoy}]
			  run: {}
			- name: spare
			  type: colocated-container
			  jobs: [{name: spare, release: demo}]
			  run: {}
			""";

	/** v1: the same on roles, with release_name. */
	static final String V1 = V2.replace("instance_groups:", "roles:").replace("release:", "release_name:");

	static final ManifestCodec CODEC = new ManifestCodec();

	final EditPlanner planner = new EditPlanner();

	static RoleManifest read(String yaml) {
		return CODEC.read(yaml);
	}

	PlannedEdit plan(String yaml, Edit edit) {
		return this.planner.plan(read(yaml), edit);
	}

	/** The manifest read back from the document after the edit's changes. */
	RoleManifest after(String yaml, Edit edit) {
		RoleManifest before = read(yaml);
		PlannedEdit planned = this.planner.plan(before, edit);
		return CODEC.read(new ManifestDocument(DocumentChanges.applyTo(before.document().root(), planned.changes())));
	}

	static InstanceGroup group(RoleManifest manifest, String name) {
		return manifest.group(name).orElseThrow();
	}

	static List<String> placed(RoleManifest manifest, String pod) {
		return group(manifest, pod).colocatedContainers().stream().map(ColocatedReference::name).toList();
	}

	static List<String> sidecars(RoleManifest manifest, String pod) {
		return group(manifest, pod).sidecars();
	}

	void refused(String yaml, Edit edit, String message) {
		assertThatExceptionOfType(EditRefusedException.class).isThrownBy(() -> plan(yaml, edit)).withMessage(message);
	}

	@Test
	void theFixturesAreOfTheirEra() {
		assertThat(read(V1).era()).isEqualTo(FormatEra.V1_ROLES);
		assertThat(read(V2).era()).isEqualTo(FormatEra.V2_INSTANCE_GROUPS);
		assertThat(read(V3).era()).isEqualTo(FormatEra.V3_JOB_PROPERTIES);
		for (String yaml : List.of(V1, V2, V3)) {
			assertThat(placed(read(yaml), "router")).containsExactly("log-agent", "envoy");
			assertThat(sidecars(read(yaml), "router")).containsExactly("envoy");
		}
	}

	@Nested
	class Place {

		@Test
		void intoAPodThatPlacesNothingCreatesTheListOnTheGroupInV1AndV2() {
			for (String yaml : List.of(V1, V2)) {
				RoleManifest manifest = after(yaml, new Edit.Place("spare", "mysql", null, null));

				assertThat(placed(manifest, "mysql")).containsExactly("spare");
				assertThat(sidecars(manifest, "mysql")).isEmpty();
				assertThat(manifest.document().get(group(manifest, "mysql").location().key("colocated_containers")))
					.isEqualTo(List.of("spare"));
			}
		}

		@Test
		void intoAV3PodThatPlacesNothingWritesOnTheJobWithTheRunBlock() {
			RoleManifest manifest = after(V3, new Edit.Place("spare", "mysql", null, null));

			assertThat(placed(manifest, "mysql")).containsExactly("spare");
			// mysql's first job with bosh_containerization (mysql) has only ports; proxy
			// has the run block.
			assertThat(manifest.document()
				.get(DocPath.of("instance_groups", 1, "jobs", 1, "properties", "bosh_containerization",
						"colocated_containers")))
				.isEqualTo(List.of("spare"));
			assertThat(manifest.document()
				.get(DocPath.of("instance_groups", 1, "jobs", 0, "properties", "bosh_containerization")))
				.isEqualTo(Map.of("ports", List.of(Map.of("name", "mysql", "protocol", "TCP", "internal", 3306))));
		}

		@Test
		void atAnIndexAsASidecarInEveryEra() {
			for (String yaml : List.of(V1, V2, V3)) {
				PlannedEdit planned = plan(yaml, new Edit.Place("spare", "router", 1, ContainerMode.SIDECAR));
				RoleManifest manifest = after(yaml, new Edit.Place("spare", "router", 1, ContainerMode.SIDECAR));

				assertThat(placed(manifest, "router")).containsExactly("log-agent", "spare", "envoy");
				assertThat(sidecars(manifest, "router")).containsExactly("envoy", "spare");
				assertThat(group(manifest, "router").modeOf("spare")).isEqualTo(ContainerMode.SIDECAR);
				assertThat(planned.summary()).isEqualTo("spare placed in pod router as a sidecar");
			}
		}

		@Test
		void atTheEndByDefaultAndColocated() {
			for (String yaml : List.of(V1, V2, V3)) {
				PlannedEdit planned = plan(yaml, new Edit.Place("spare", "router", null, null));
				RoleManifest manifest = after(yaml, new Edit.Place("spare", "router", null, null));

				assertThat(placed(manifest, "router")).containsExactly("log-agent", "envoy", "spare");
				assertThat(sidecars(manifest, "router")).containsExactly("envoy");
				assertThat(planned.summary()).isEqualTo("spare placed in pod router");
			}
		}

		@Test
		void intoATaskPod() {
			assertThat(placed(after(V3, new Edit.Place("log-agent", "task", 0, null)), "task"))
				.containsExactly("log-agent");
		}

		@Test
		void refusals() {
			for (String yaml : List.of(V1, V2, V3)) {
				refused(yaml, new Edit.Place("nope", "router", null, null),
						"There is no group named nope in this manifest");
				refused(yaml, new Edit.Place("spare", "nowhere", null, null),
						"There is no group named nowhere in this manifest");
				refused(yaml, new Edit.Place("router", "router", null, null), "router cannot be placed in its own pod");
				refused(yaml, new Edit.Place("spare", "spare", null, null), "spare cannot be placed in its own pod");
				refused(yaml, new Edit.Place("mysql", "router", null, null), "mysql is a bosh group, which runs in a "
						+ "pod of its own: only colocated-container groups are placed in pods");
				refused(yaml, new Edit.Place("task", "router", null, null), "task is a bosh-task group, which runs in "
						+ "a pod of its own: only colocated-container groups are placed in pods");
				refused(yaml, new Edit.Place("spare", "envoy", null, null), "Group envoy is of type "
						+ "colocated-container and has no pod of its own: containers are placed in the pods of bosh "
						+ "and bosh-task groups");
				refused(yaml, new Edit.Place("envoy", "router", null, null), "envoy is already placed in pod router");
				refused(yaml, new Edit.Place("spare", "router", 3, null),
						"Pod router places 2 containers, so index 3 is past its end: use 0 to 2");
			}
		}

	}

	@Nested
	class Remove {

		@Test
		void aColocatedContainerLeavesTheListInEveryEra() {
			for (String yaml : List.of(V1, V2, V3)) {
				PlannedEdit planned = plan(yaml, new Edit.Remove("log-agent", "router"));
				RoleManifest manifest = after(yaml, new Edit.Remove("log-agent", "router"));

				assertThat(placed(manifest, "router")).containsExactly("envoy");
				assertThat(sidecars(manifest, "router")).containsExactly("envoy");
				assertThat(manifest.group("log-agent")).as("the group stays").isPresent();
				assertThat(planned.summary()).isEqualTo("log-agent removed from pod router");
			}
		}

		@Test
		void aSidecarLeavesSidecarsTooAndAnEmptySidecarsListIsRemoved() {
			for (String yaml : List.of(V1, V2, V3)) {
				RoleManifest manifest = after(yaml, new Edit.Remove("envoy", "router"));

				assertThat(placed(manifest, "router")).containsExactly("log-agent");
				assertThat(sidecars(manifest, "router")).isEmpty();
				DocPath owner = owner(manifest, "router");
				assertThat(map(manifest, owner)).doesNotContainKey("sidecars").containsKey("colocated_containers");
			}
		}

		@Test
		void theLastContainerTakesTheListWithIt() {
			String yaml = V3.replace("        run: {}\n- name: log-agent",
					"        run: {}\n        colocated_containers: [spare]\n- name: log-agent");
			RoleManifest removed = after(yaml, new Edit.Remove("spare", "task"));

			assertThat(placed(removed, "task")).isEmpty();
			assertThat(map(removed, owner(read(yaml), "task"))).containsOnlyKeys("run");
		}

		@Test
		void aReferenceToAGroupThatDoesNotExistCanBeRemoved() {
			String yaml = V2.replace("[log-agent, envoy]", "[log-agent, envoy, ghost]");

			assertThat(placed(after(yaml, new Edit.Remove("ghost", "router")), "router")).containsExactly("log-agent",
					"envoy");
		}

		@Test
		void refusals() {
			for (String yaml : List.of(V1, V2, V3)) {
				refused(yaml, new Edit.Remove("spare", "router"), "spare is not placed in pod router");
				refused(yaml, new Edit.Remove("nope", "router"), "There is no group named nope in this manifest");
				refused(yaml, new Edit.Remove("envoy", "nowhere"), "There is no group named nowhere in this manifest");
			}
		}

	}

	@Nested
	class Move {

		@Test
		void aColocatedContainerMovesToAnotherPodInEveryEra() {
			for (String yaml : List.of(V1, V2, V3)) {
				Edit move = new Edit.Move("log-agent", "router", "mysql", null);
				RoleManifest manifest = after(yaml, move);

				assertThat(placed(manifest, "router")).containsExactly("envoy");
				assertThat(placed(manifest, "mysql")).containsExactly("log-agent");
				assertThat(group(manifest, "mysql").modeOf("log-agent")).isEqualTo(ContainerMode.COLOCATED);
				assertThat(sidecars(manifest, "router")).containsExactly("envoy");
				assertThat(plan(yaml, move).summary()).isEqualTo("log-agent moved from pod router to pod mysql");
			}
		}

		@Test
		void aSidecarStaysASidecarAndLeavesTheSidecarsOfItsOldPod() {
			for (String yaml : List.of(V1, V2, V3)) {
				RoleManifest manifest = after(yaml, new Edit.Move("envoy", "router", "task", 0));

				assertThat(placed(manifest, "task")).containsExactly("envoy");
				assertThat(sidecars(manifest, "task")).containsExactly("envoy");
				assertThat(sidecars(manifest, "router")).isEmpty();
				assertThat(map(manifest, owner(manifest, "router"))).doesNotContainKey("sidecars");
			}
		}

		@Test
		void toAnIndexOfAPodThatPlacesContainers() {
			String yaml = V2.replace("  jobs:\n  - name: once\n    release: demo\n",
					"  jobs:\n  - name: once\n    release: demo\n  colocated_containers: [spare]\n");

			RoleManifest manifest = after(yaml, new Edit.Move("log-agent", "router", "task", 0));

			assertThat(placed(manifest, "task")).containsExactly("log-agent", "spare");
		}

		@Test
		void refusals() {
			for (String yaml : List.of(V1, V2, V3)) {
				refused(yaml, new Edit.Move("spare", "router", "mysql", null), "spare is not placed in pod router");
				refused(yaml, new Edit.Move("envoy", "router", "router", null),
						"envoy is already in pod router: to change its place there, reorder the pod");
				refused(yaml, new Edit.Move("envoy", "router", "nowhere", null),
						"There is no group named nowhere in this manifest");
				refused(yaml, new Edit.Move("envoy", "router", "spare", null), "Group spare is of type "
						+ "colocated-container and has no pod of its own: containers are placed in the pods of bosh "
						+ "and bosh-task groups");
				refused(yaml, new Edit.Move("envoy", "router", "mysql", 1),
						"Pod mysql places 0 containers, so index 1 is past its end: use 0 to 0");
			}
		}

	}

	@Nested
	class Reorder {

		@Test
		void givesThePodTheNewOrderInEveryEra() {
			for (String yaml : List.of(V1, V2, V3)) {
				Edit reorder = new Edit.Reorder("router", List.of("envoy", "log-agent"));
				RoleManifest manifest = after(yaml, reorder);

				assertThat(placed(manifest, "router")).containsExactly("envoy", "log-agent");
				assertThat(sidecars(manifest, "router")).containsExactly("envoy");
				assertThat(plan(yaml, reorder).summary())
					.isEqualTo("containers of pod router reordered: envoy, log-agent");
				assertThat(plan(yaml, new Edit.Reorder("router", List.of("log-agent", "envoy"))).changesNothing())
					.as("the same order changes nothing")
					.isTrue();
			}
		}

		@Test
		void inAV3PodWhoseContainersAreOnTwoJobsTheSidecarsFollowTheirContainer() {
			String yaml = V3.replace("  - name: global-properties\n    release: scf-helper\n",
					"  - name: global-properties\n    release: scf-helper\n    properties:\n"
							+ "      bosh_containerization:\n        colocated_containers: [spare]\n");
			RoleManifest before = read(yaml);
			assertThat(placed(before, "router")).containsExactly("spare", "log-agent", "envoy");

			RoleManifest manifest = after(yaml, new Edit.Reorder("router", List.of("envoy", "spare", "log-agent")));

			assertThat(placed(manifest, "router")).containsExactly("envoy", "spare", "log-agent");
			assertThat(manifest.document()
				.get(DocPath.of("instance_groups", 0, "jobs", 0, "properties", "bosh_containerization", "sidecars")))
				.isEqualTo(List.of("envoy"));
			assertThat(
					map(manifest, DocPath.of("instance_groups", 0, "jobs", 1, "properties", "bosh_containerization")))
				.doesNotContainKey("sidecars");
			assertThat(sidecars(manifest, "router")).containsExactly("envoy");
		}

		@Test
		void refusesAListThatIsNotAPermutationOfThePlacedContainers() {
			for (String yaml : List.of(V1, V2, V3)) {
				refused(yaml, new Edit.Reorder("router", List.of("envoy")), "A reorder names every container placed "
						+ "in pod router, each once, in their new order: it places log-agent, envoy, not envoy");
				refused(yaml, new Edit.Reorder("router", List.of("envoy", "log-agent", "spare")), "A reorder names "
						+ "every container placed in pod router, each once, in their new order: it places log-agent, "
						+ "envoy, not envoy, log-agent, spare");
				refused(yaml, new Edit.Reorder("router", List.of("envoy", "envoy")), "A reorder names every "
						+ "container placed in pod router, each once, in their new order: it places log-agent, envoy, "
						+ "not envoy, envoy");
				refused(yaml, new Edit.Reorder("nowhere", List.of()),
						"There is no group named nowhere in this manifest");
			}
		}

	}

	@Nested
	class SetMode {

		@Test
		void aColocatedContainerBecomesASidecarInEveryEra() {
			for (String yaml : List.of(V1, V2, V3)) {
				Edit edit = new Edit.SetMode("log-agent", "router", ContainerMode.SIDECAR);
				RoleManifest manifest = after(yaml, edit);

				assertThat(sidecars(manifest, "router")).containsExactly("envoy", "log-agent");
				assertThat(placed(manifest, "router")).containsExactly("log-agent", "envoy");
				assertThat(plan(yaml, edit).summary()).isEqualTo("log-agent became a sidecar of router");
			}
		}

		@Test
		void theLastSidecarBecomesColocatedAndSidecarsIsRemoved() {
			for (String yaml : List.of(V1, V2, V3)) {
				Edit edit = new Edit.SetMode("envoy", "router", ContainerMode.COLOCATED);
				RoleManifest manifest = after(yaml, edit);

				assertThat(group(manifest, "router").modeOf("envoy")).isEqualTo(ContainerMode.COLOCATED);
				assertThat(map(manifest, owner(manifest, "router"))).doesNotContainKey("sidecars");
				assertThat(plan(yaml, edit).summary()).isEqualTo("envoy became a colocated container of router");
			}
		}

		@Test
		void theModeItAlreadyHasChangesNothing() {
			assertThat(plan(V3, new Edit.SetMode("envoy", "router", ContainerMode.SIDECAR)).changesNothing()).isTrue();
			assertThat(plan(V3, new Edit.SetMode("log-agent", "router", ContainerMode.COLOCATED)).changesNothing())
				.isTrue();
		}

		@Test
		void refusals() {
			for (String yaml : List.of(V1, V2, V3)) {
				refused(yaml, new Edit.SetMode("spare", "router", ContainerMode.SIDECAR),
						"spare is not placed in pod router");
				refused(yaml, new Edit.SetMode("spare", "nowhere", ContainerMode.SIDECAR),
						"There is no group named nowhere in this manifest");
			}
		}

	}

	@Nested
	class Groups {

		@Test
		void createAppendsTheGroupWithItsTypeInEveryEra() {
			for (String yaml : List.of(V1, V2, V3)) {
				Edit edit = new Edit.CreateGroup("metrics", GroupType.COLOCATED_CONTAINER);
				RoleManifest manifest = after(yaml, edit);

				InstanceGroup created = manifest.instanceGroups().get(manifest.instanceGroups().size() - 1);
				assertThat(created.name()).isEqualTo("metrics");
				assertThat(created.type()).isEqualTo(GroupType.COLOCATED_CONTAINER);
				assertThat(manifest.document().get(created.location()))
					.isEqualTo(Map.of("name", "metrics", "type", "colocated-container", "jobs", List.of()));
				assertThat(manifest.era()).isEqualTo(read(yaml).era());
				assertThat(plan(yaml, edit).summary()).isEqualTo("colocated-container group metrics created");
			}
		}

		@Test
		void createInAManifestWithoutGroups() {
			RoleManifest manifest = after("variables: []\n", new Edit.CreateGroup("web", GroupType.BOSH));

			assertThat(manifest.instanceGroups()).extracting(InstanceGroup::name).containsExactly("web");
		}

		@Test
		void renameRenamesEveryReferenceInEveryEra() {
			for (String yaml : List.of(V1, V2, V3)) {
				String twice = yaml.replace("- name: task\n  type: bosh-task\n",
						"- name: task\n  type: bosh-task\n" + "  sidecars: [envoy]\n  colocated_containers: [envoy]\n");
				if (yaml.equals(V3)) {
					twice = yaml.replace("        run: {}\n- name: log-agent",
							"        run: {}\n        colocated_containers: [envoy]\n        sidecars: [envoy]\n"
									+ "- name: log-agent");
				}
				Edit edit = new Edit.RenameGroup("envoy", "envoy-proxy");
				RoleManifest manifest = after(twice, edit);

				assertThat(manifest.group("envoy")).isEmpty();
				assertThat(group(manifest, "envoy-proxy").type()).isEqualTo(GroupType.COLOCATED_CONTAINER);
				assertThat(placed(manifest, "router")).containsExactly("log-agent", "envoy-proxy");
				assertThat(sidecars(manifest, "router")).containsExactly("envoy-proxy");
				assertThat(placed(manifest, "task")).containsExactly("envoy-proxy");
				assertThat(sidecars(manifest, "task")).containsExactly("envoy-proxy");
				assertThat(plan(twice, edit).summary()).isEqualTo("group envoy renamed to envoy-proxy");
			}
		}

		@Test
		void deleteRemovesAGroupThatNoPodPlaces() {
			for (String yaml : List.of(V1, V2, V3)) {
				RoleManifest manifest = after(yaml, new Edit.DeleteGroup("spare"));

				assertThat(manifest.group("spare")).isEmpty();
				assertThat(manifest.instanceGroups()).hasSize(5);
				assertThat(plan(yaml, new Edit.DeleteGroup("router")).summary()).isEqualTo("group router deleted");
			}
		}

		@Test
		void refusals() {
			for (String yaml : List.of(V1, V2, V3)) {
				refused(yaml, new Edit.CreateGroup("mysql", GroupType.BOSH), "There is already a group named mysql");
				refused(yaml, new Edit.CreateGroup("My_Group", GroupType.BOSH), "\"My_Group\" cannot name a group: "
						+ "Kubernetes names containers and workloads after their group, so a group name is at most 63 "
						+ "lower-case letters, digits and '-', and starts and ends with a letter or digit");
				refused(yaml, new Edit.CreateGroup("a".repeat(64), GroupType.BOSH), "\"" + "a".repeat(64)
						+ "\" cannot name a group: Kubernetes names containers and workloads after their group, so a "
						+ "group name is at most 63 lower-case letters, digits and '-', and starts and ends with a "
						+ "letter or digit");
				refused(yaml, new Edit.RenameGroup("envoy", "log-agent"), "There is already a group named log-agent");
				refused(yaml, new Edit.RenameGroup("envoy", "-envoy"), "\"-envoy\" cannot name a group: Kubernetes "
						+ "names containers and workloads after their group, so a group name is at most 63 lower-case "
						+ "letters, digits and '-', and starts and ends with a letter or digit");
				refused(yaml, new Edit.RenameGroup("envoy", "envoy"), "Group envoy already has that name");
				refused(yaml, new Edit.RenameGroup("nope", "new"), "There is no group named nope in this manifest");
				refused(yaml, new Edit.DeleteGroup("envoy"),
						"Group envoy is still placed in pod router: remove it from that pod first");
				refused(yaml, new Edit.DeleteGroup("nope"), "There is no group named nope in this manifest");
			}
		}

		@Test
		void deleteNamesEveryPodThatStillPlacesTheGroup() {
			String yaml = V2.replace("  jobs:\n  - name: once\n    release: demo\n",
					"  jobs:\n  - name: once\n    release: demo\n  colocated_containers: [envoy]\n");

			refused(yaml, new Edit.DeleteGroup("envoy"),
					"Group envoy is still placed in pods router, task: remove it from them first");
		}

	}

	@Nested
	class SetField {

		@Test
		void aRunSettingIsWrittenOnTheGroupInV1AndV2() {
			for (String yaml : List.of(V1, V2)) {
				Edit edit = new Edit.SetField("router", "run.memory", 512);
				RoleManifest manifest = after(yaml, edit);

				assertThat(group(manifest, "router").run().memory()).isEqualTo(512);
				assertThat(manifest.document().get(group(manifest, "router").location().key("run").key("memory")))
					.isEqualTo(512);
				assertThat(plan(yaml, edit).summary()).isEqualTo("run.memory of router set to 512");
			}
		}

		@Test
		void aRunSettingIsWrittenOnTheJobThatHoldsItInV3() {
			RoleManifest manifest = after(V3, new Edit.SetField("mysql", "run.memory", 3000));

			assertThat(group(manifest, "mysql").run().memory()).isEqualTo(3000);
			assertThat(manifest.document()
				.get(DocPath.of("instance_groups", 1, "jobs", 1, "properties", "bosh_containerization", "run")))
				.isEqualTo(Map.of("memory", 3000));
		}

		@Test
		void aNewRunSettingGoesOnTheHomeJobInV3() {
			RoleManifest manifest = after(V3, new Edit.SetField("mysql", "run.scaling.max", 3));

			assertThat(group(manifest, "mysql").run().scaling().max()).isEqualTo(3);
			assertThat(manifest.document()
				.get(DocPath.of("instance_groups", 1, "jobs", 1, "properties", "bosh_containerization", "run",
						"scaling", "max")))
				.isEqualTo(3);
		}

		@Test
		void aRunSettingOfAV3GroupWithoutContainerizationCreatesItOnTheFirstJob() {
			String yaml = V3 + "- name: bare\n  jobs:\n  - name: one\n    release: demo\n";

			RoleManifest manifest = after(yaml, new Edit.SetField("bare", "run.memory", 100));

			assertThat(group(manifest, "bare").run().memory()).isEqualTo(100);
			assertThat(manifest.document()
				.get(DocPath.of("instance_groups", 6, "jobs", 0, "properties", "bosh_containerization", "run")))
				.isEqualTo(Map.of("memory", 100));
		}

		@Test
		void aV3SettingOnSeveralJobsIsSetOnOneAndRemovedFromTheOthersSoTheMergeGivesIt() {
			String yaml = V3.replace(
					"    properties:\n      bosh_containerization:\n        ports:\n" + "        - name: mysql",
					"    properties:\n      bosh_containerization:\n        run: {memory: 4000, privileged: true}\n"
							+ "        ports:\n        - name: mysql");
			assertThat(group(read(yaml), "mysql").run().memory()).isEqualTo(4000);

			RoleManifest manifest = after(yaml, new Edit.SetField("mysql", "run.memory", 3000));

			assertThat(group(manifest, "mysql").run().memory()).isEqualTo(3000);
			assertThat(group(manifest, "mysql").run().privileged()).isTrue();
			assertThat(plan(yaml, new Edit.SetField("mysql", "run.memory", 3000)).changes()).hasSize(2);
		}

		@Test
		void aPathIntoAListThatSeveralV3JobsHoldIsRefusedAsAmbiguous() {
			String yaml = V3
				.replace("        run:\n          memory: 2500\n",
						"        run:\n          memory: 2500\n          capabilities: [NET_ADMIN]\n")
				.replace("    properties:\n      bosh_containerization:\n        ports:\n        - name: mysql",
						"    properties:\n      bosh_containerization:\n        run: {capabilities: [SYS_TIME]}\n"
								+ "        ports:\n        - name: mysql");

			refused(yaml, new Edit.SetField("mysql", "run.capabilities[0]", "ALL"), "run.capabilities of group mysql "
					+ "is written on jobs mysql, proxy, which fissile merges, so run.capabilities[0] is ambiguous: set "
					+ "the whole run.capabilities instead");
			RoleManifest manifest = after(yaml, new Edit.SetField("mysql", "run.capabilities", List.of("ALL")));
			assertThat(group(manifest, "mysql").run().capabilities()).containsExactly("ALL");
		}

		@Test
		void nullRemovesTheField() {
			for (String yaml : List.of(V1, V2, V3)) {
				Edit edit = new Edit.SetField("router", "run.memory", null);
				RoleManifest manifest = after(yaml, edit);

				assertThat(group(manifest, "router").run().memory()).isNull();
				assertThat(group(manifest, "router").run().scaling().max()).isEqualTo(3);
				assertThat(plan(yaml, edit).summary()).isEqualTo("run.memory of router removed");
				assertThat(plan(yaml, new Edit.SetField("router", "image", null)).changesNothing())
					.as("removing what is not there changes nothing")
					.isTrue();
			}
		}

		@Test
		void portsAreTheGroupsPortsInEveryEra() {
			for (String yaml : List.of(V1, V2, V3)) {
				RoleManifest manifest = after(yaml, new Edit.SetField("router", "ports[0].internal", 8080));
				assertThat(group(manifest, "router").ports().get(0).internal()).isEqualTo("8080");

				RoleManifest byName = after(yaml, new Edit.SetField("router", "ports[http].public", true));
				assertThat(group(byName, "router").ports().get(0).isPublic()).isTrue();

				Map<String, Object> port = Map.of("name", "https", "protocol", "TCP", "internal", 8443);
				RoleManifest added = after(yaml, new Edit.SetField("router", "ports[1]", port));
				assertThat(group(added, "router").ports()).extracting((p) -> p.name()).containsExactly("http", "https");

				RoleManifest removed = after(yaml, new Edit.SetField("router", "ports[0]", null));
				assertThat(group(removed, "router").ports()).isEmpty();
			}
		}

		@Test
		void theFirstPortOfAV3GroupGoesOnTheHomeJob() {
			Map<String, Object> port = Map.of("name", "agent", "protocol", "TCP", "internal", 9000);
			RoleManifest manifest = after(V3, new Edit.SetField("log-agent", "ports[0]", port));

			assertThat(group(manifest, "log-agent").ports()).extracting((p) -> p.name()).containsExactly("agent");
			assertThat(manifest.document()
				.get(DocPath.of("instance_groups", 3, "jobs", 0, "properties", "bosh_containerization", "ports")))
				.isEqualTo(List.of(port));
		}

		@Test
		void groupFieldsTagsImageAndFeatureFlags() {
			for (String yaml : List.of(V1, V2, V3)) {
				RoleManifest tagged = after(yaml, new Edit.SetField("mysql", "tags", List.of("sequential-startup")));
				assertThat(group(tagged, "mysql").tags()).containsExactly("sequential-startup");

				RoleManifest image = after(yaml, new Edit.SetField("envoy", "image", "envoyproxy/envoy:v1.30"));
				assertThat(group(image, "envoy").image()).isEqualTo("envoyproxy/envoy:v1.30");

				RoleManifest feature = after(yaml, new Edit.SetField("envoy", "if_feature", "mesh"));
				assertThat(group(feature, "envoy").features().ifFeature()).isEqualTo("mesh");

				RoleManifest probe = after(yaml,
						new Edit.SetField("router", "run.healthcheck.readiness.command", List.of("curl -f /health")));
				assertThat(group(probe, "router").run().healthCheck().readiness().command())
					.containsExactly("curl -f /health");

				RoleManifest privileged = after(yaml, new Edit.SetField("router", "run.privileged", true));
				assertThat(group(privileged, "router").run().isPrivileged()).isTrue();
			}
		}

		@Test
		void jobsByNameAndTemplatesWithDotsInTheirKey() {
			RoleManifest manifest = after(V3,
					new Edit.SetField("router", "jobs[gorouter].properties.bosh_containerization.service_name", "gr"));
			assertThat(group(manifest, "router").jobs().get(1).containerization().serviceName()).isEqualTo("gr");

			RoleManifest templated = after(V3,
					new Edit.SetField("router", "configuration.templates[properties.router.port]", "((PORT))"));
			assertThat(group(templated, "router").templates()).containsEntry("properties.router.port", "((PORT))");
		}

		@Test
		void unknownFieldsForTheEraAreRefused() {
			refused(V3, new Edit.SetField("router", "run.exposed-ports", List.of()), "fissile reads no field "
					+ "exposed-ports in run of a v3 manifest (in run.exposed-ports); the fields there are scaling, "
					+ "memory, virtual-cpus, privileged, flight-stage, active-passive-probe, service-account, mem, cpu, "
					+ "capabilities, volumes, persistent-volumes, shared-volumes, healthcheck, affinity");
			refused(V2, new Edit.SetField("router", "run.memmory", 1), "fissile reads no field memmory in run of a "
					+ "v2 manifest (in run.memmory); the fields there are scaling, memory, virtual-cpus, privileged, "
					+ "flight-stage, active-passive-probe, service-account, mem, cpu, capabilities, volumes, "
					+ "persistent-volumes, shared-volumes, healthcheck, affinity, exposed-ports, env, "
					+ "object-annotations");
			refused(V1, new Edit.SetField("router", "jobs[0].release", "r"),
					"fissile reads no field release in "
							+ "jobs[0] of a v1 manifest (in jobs[0].release); the fields there are name, release_name, "
							+ "provides, consumes, properties");
			refused(V2, new Edit.SetField("router", "colour", "red"), "fissile reads no field colour below a group "
					+ "of a v2 manifest (in colour); the fields there are type, description, default_feature, "
					+ "if_feature, unless_feature, image, tags, scripts, environment_scripts, post_config_scripts, "
					+ "jobs, configuration, run, ports");
		}

		@Test
		void otherRefusals() {
			for (String yaml : List.of(V1, V2, V3)) {
				refused(yaml, new Edit.SetField("router", "name", "web"), "name cannot be set with set: a group is "
						+ "renamed with rename-group, which also renames every reference to it");
				refused(yaml, new Edit.SetField("router", "colocated_containers", List.of()), "colocated_containers "
						+ "cannot be set with set: the containers of a pod change with place, remove, move, reorder "
						+ "and set-mode, which keep colocated_containers and sidecars consistent");
				refused(yaml, new Edit.SetField("router", "run.memory.max", 1),
						"run.memory is one value; it has no field max (in run.memory.max)");
				refused(yaml, new Edit.SetField("router", "tags.first", "x"),
						"tags is a list: name one of its items as tags[0] (in tags.first)");
				refused(yaml, new Edit.SetField("router", "ports[5].internal", 1),
						"Group router has 1 ports, so there is no ports[5]");
				refused(yaml, new Edit.SetField("router", "ports[https].internal", 1),
						"Group router has no port named https");
				refused(yaml, new Edit.SetField("router", "run..memory", 1),
						"\"run..memory\" is not a field path "
								+ "(an empty name): write it as fissile's messages do below the group, such as "
								+ "run.scaling.max, tags or ports[0].internal");
				refused(yaml, new Edit.SetField("nope", "run.memory", 1),
						"There is no group named nope in this manifest");
			}
			refused(V2.replace("  run:\n    memory: 2500\n", "  run: 2500\n"),
					new Edit.SetField("mysql", "run.memory", 1),
					"run of group mysql is written as 2500, which has no fields: set run itself");
			refused(V3 + "- name: empty\n  jobs: []\n", new Edit.SetField("empty", "run.memory", 1),
					"Group empty has " + "no jobs, and in this manifest's format run settings live on a job's "
							+ "properties.bosh_containerization: give the group a job first (set its jobs)");
		}

	}

	@SuppressWarnings("unchecked")
	static Map<Object, Object> map(RoleManifest manifest, DocPath path) {
		return (Map<Object, Object>) manifest.document().get(path);
	}

	/**
	 * Where a pod's placements are written: the group (v1, v2) or the job that holds them
	 * (v3).
	 */
	static DocPath owner(RoleManifest manifest, String pod) {
		InstanceGroup group = group(manifest, pod);
		if (manifest.era() != FormatEra.V3_JOB_PROPERTIES) {
			return group.location();
		}
		return group.jobs()
			.stream()
			.filter((job) -> job.containerization() != null && !job.containerization().colocatedContainers().isEmpty())
			.findFirst()
			.orElseThrow()
			.containerization()
			.location();
	}

}
