package io.manifeststudio.browser;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * In the browser: a group's form in its side panel. A value fissile cannot read is
 * flagged as it is typed, and so is one the rule engine objects to; a refused save keeps
 * every value exactly as typed with the message beside the field; a fixed save changes
 * the one line of the role manifest that holds the value; a save after someone changed
 * another group is rebased, and one that collides with a change since names it and offers
 * to reload the form; and a group is created, renamed and deleted.
 */
class GroupFormBrowserTests extends BrowserTestSupport {

	static final String MANIFEST = """
			# The group forms' demo manifest: comments and layout must survive every edit.
			instance_groups:
			- name: api            # the API server
			  jobs:
			  - name: api-server
			    release: demo
			    properties:
			      bosh_containerization:
			        colocated_containers: [log-agent]
			        ports:
			        - name: http
			          protocol: TCP
			          internal: 8080
			        run:
			          scaling: {min: 1, max: 3}
			          memory: 256   # MiB
			          virtual-cpus: 0.5
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: fluentd
			    release: demo
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			""";

	private static final HttpClient HTTP = HttpClient.newHttpClient();

	GroupFormPage form;

	@BeforeEach
	void groupForm() {
		this.form = new GroupFormPage(driver, this.port);
	}

	@Test
	void aRejectedFormKeepsWhatWasTyped() throws Exception {
		long id = importThroughApi("group-form-rejected", MANIFEST);
		this.form.open(id, "api");

		this.form.type("run.memory", "256Mi");
		this.form.awaitError("run.memory", "fissile reads memory as a whole number of MiB: write 256, not 256Mi");
		this.form.type("run.scaling.min", "5");
		this.form.awaitError("run.scaling.min", "must be less than or equal to max (3)");
		this.form.type("run.scaling.min", "1");
		this.form.awaitNoMessages("run.scaling.min");
		this.form.type("run.scaling.max", "7");
		this.form.type("run.virtual-cpus", "500m");
		this.form.click("save-group");

		assertThat(this.form.notice()).isEqualTo("refused");
		assertThat(this.form.value("run.memory")).isEqualTo("256Mi");
		assertThat(this.form.value("run.scaling.max")).isEqualTo("7");
		assertThat(this.form.value("run.virtual-cpus")).isEqualTo("500m");
		assertThat(this.form.messages("run.memory")).contains("write 256, not 256Mi");
		assertThat(this.form.messages("run.virtual-cpus")).contains("write 0.5, not 500m");
		assertThat(roleManifest(id)).as("nothing was saved").isEqualTo(MANIFEST);

		this.form.type("run.memory", "512");
		this.form.awaitNoMessages("run.memory");
		this.form.type("run.virtual-cpus", "0.5");
		this.form.type("run.scaling.max", "3");
		this.form.click("save-group");

		assertThat(this.form.notice()).isEqualTo("saved");
		assertThat(this.form.noticeText()).contains("Saved 1 field");
		assertThat(this.form.value("run.memory")).isEqualTo("512");
		String saved = roleManifest(id);
		assertThat(changedLines(MANIFEST, saved))
			.containsExactly("          memory: 256   # MiB  ->  " + line(saved, "memory: 512"));
		assertThat(line(saved, "memory: 512")).startsWith("          memory: 512");
	}

	@Test
	void aSaveAfterSomeoneChangedAnotherGroupIsRebasedAndKeepsTheirChange() throws Exception {
		long id = importThroughApi("group-form-rebased", MANIFEST);
		this.form.open(id, "api");
		editThroughApi(id, "{\"op\":\"set\",\"group\":\"log-agent\",\"field\":\"run.memory\",\"value\":96}");

		this.form.type("run.virtual-cpus", "1");
		this.form.click("save-group");

		assertThat(this.form.notice()).isEqualTo("saved");
		String saved = roleManifest(id);
		assertThat(saved).contains("virtual-cpus: 1").contains("run: {memory: 96}").contains("memory: 256   # MiB");
	}

	@Test
	void aSaveThatConflictsKeepsWhatWasTypedNamesTheChangeAndOffersToReloadTheForm() throws Exception {
		long id = importThroughApi("group-form-stale", MANIFEST);
		this.form.open(id, "api");
		replaceDraftThroughApi(id, MANIFEST.replace("memory: 256", "memory: 300"));

		this.form.type("run.virtual-cpus", "1");
		this.form.click("save-group");

		assertThat(this.form.notice()).isEqualTo("stale");
		assertThat(this.form.noticeText()).contains("alice").contains("version 2");
		assertThat(this.form.value("run.virtual-cpus")).isEqualTo("1");
		assertThat(roleManifest(id)).contains("memory: 300").contains("virtual-cpus: 0.5");

		this.form.click("reload-form");

		assertThat(this.form.notice()).isNull();
		assertThat(this.form.value("run.memory")).isEqualTo("300");
		assertThat(this.form.value("run.virtual-cpus")).isEqualTo("0.5");
	}

	@Test
	void aGroupIsCreatedRenamedAndDeleted() throws Exception {
		long id = importThroughApi("group-form-lifecycle", MANIFEST);
		this.form.openNew(id);

		this.form.type("name", "Worker");
		this.form.awaitError("name", "DNS-1123 label");
		this.form.type("name", "worker");
		this.form.awaitNoMessages("name");
		this.form.choose("type", "bosh-task");
		this.form.click("create-group");

		assertThat(this.form.group()).isEqualTo("worker");
		assertThat(this.form.notice()).isEqualTo("saved");
		assertThat(roleManifest(id)).contains("name: worker").contains("type: bosh-task");

		this.form.type("name", "api");
		this.form.awaitError("name", "already has a group named api");
		this.form.type("name", "worker-2");
		this.form.click("rename-group");

		assertThat(this.form.group()).isEqualTo("worker-2");
		assertThat(roleManifest(id)).contains("name: worker-2").doesNotContain("name: worker\n");

		this.form.deleteAndConfirm();

		assertThat(this.form.notice()).isEqualTo("saved");
		assertThat(this.form.noticeText()).contains("Deleted worker-2");
		assertThat(roleManifest(id)).isEqualTo(MANIFEST);
	}

	@Test
	void aPlacedGroupCannotBeDeletedAndTheFormSaysWhere() throws Exception {
		long id = importThroughApi("group-form-placed", MANIFEST);
		this.form.open(id, "log-agent");

		org.openqa.selenium.WebElement delete = this.form.form()
			.findElement(org.openqa.selenium.By.cssSelector("[data-action='delete-group']"));
		assertThat(delete.isEnabled()).isFalse();
		assertThat(this.form.form().getText()).contains("log-agent is placed in api");
	}

	private String roleManifest(long id) throws IOException, InterruptedException {
		HttpResponse<String> response = HTTP.send(HttpRequest
			.newBuilder(URI.create("http://localhost:" + this.port + "/api/manifests/" + id + "/role-manifest.yml"))
			.header("Authorization", io.manifeststudio.account.TestAccounts.basic("alice"))
			.GET()
			.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
		assertThat(response.statusCode()).isEqualTo(200);
		return response.body();
	}

	/**
	 * Each line that differs, as {@code before  ->  after}; both texts must have as many
	 * lines.
	 */
	private static List<String> changedLines(String before, String after) {
		String[] old = before.split("\n", -1);
		String[] now = after.split("\n", -1);
		assertThat(now).as("the edit adds or removes no line").hasSameSizeAs(old);
		List<String> changed = new ArrayList<>();
		for (int i = 0; i < old.length; i++) {
			if (!old[i].equals(now[i])) {
				changed.add(old[i] + "  ->  " + now[i]);
			}
		}
		return changed;
	}

	private static String line(String text, String containing) {
		return text.lines().filter((line) -> line.contains(containing)).findFirst().orElseThrow();
	}

}
