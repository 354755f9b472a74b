package io.manifeststudio.benchmark;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.sun.management.ThreadMXBean;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors;
import org.springframework.security.test.web.servlet.setup.SecurityMockMvcConfigurers;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import org.springframework.test.web.servlet.request.MockMvcRequestBuilders;
import org.springframework.test.web.servlet.request.RequestPostProcessor;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.context.WebApplicationContext;

import io.manifeststudio.ManifestStudioApplication;
import io.manifeststudio.account.Role;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * What one drop on the board costs the server: the drops of the load driver's
 * {@code drops} scenario ({@code loggregator-agent} of SCF 2.17.1 out of a pod onto the
 * palette, then back into the pod at its end, pod after pod), each the board's
 * {@code POST /manifests/{id}/edit/edits} as htmx sends it, through the whole application
 * (security filters, the editing service on the in-memory H2 database, the answer's
 * rendering) with Spring's {@code MockMvc} on this thread. For each drop it counts the
 * thread's CPU time and allocated bytes (what a loaded, shared machine does not move) and
 * the answer's bytes. Run:
 * {@code mvn -B -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test},
 * then
 * {@code java -Xmx512m -cp target/classes:target/test-classes:$(cat target/cp.txt) io.manifeststudio.benchmark.BoardDropCost [rounds] [api]}
 * (default 600 drops, the first half warm-up; {@code -Ddrop.answer=FILE} keeps the last
 * drop's answer). With {@code api}, the same edits go to the editing API instead
 * ({@code POST /api/manifests/{id}/edits?base=N}, whose answer is the new version and the
 * validator's counts), to tell the board's answer from the edit.
 */
public final class BoardDropCost {

	private static final Path SCF = Path.of("../shared/fixtures/real/scf-2.17.1-role-manifest.yml");

	private static final String CONTAINER = "loggregator-agent";

	private static final Pattern VERSION = Pattern.compile("id=\"board-version\" name=\"version\" value=\"(\\d+)\"");

	private BoardDropCost() {
	}

	public static void main(String[] args) throws Exception {
		int rounds = (args.length > 0) ? Integer.parseInt(args[0]) : 600;
		boolean api = args.length > 1 && "api".equals(args[1]);
		String scf = Files.readString(SCF);
		ConfigurableApplicationContext context = new SpringApplicationBuilder(ManifestStudioApplication.class)
			.properties("server.port=0",
					"spring.datasource.url=jdbc:h2:mem:drop-cost;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;"
							+ "DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_DELAY=-1",
					"logging.level.root=WARN", "spring.main.banner-mode=off")
			.run();
		try {
			MockMvc mvc = MockMvcBuilders.webAppContextSetup((WebApplicationContext) context)
				.apply(SecurityMockMvcConfigurers.springSecurity())
				.build();
			RequestPostProcessor editor = SecurityMockMvcRequestPostProcessors.user("alice")
				.authorities(new SimpleGrantedAuthority(Role.EDITOR.authority()));
			MockHttpServletResponse created = mvc
				.perform(MockMvcRequestBuilders.post("/api/manifests")
					.param("name", "drop-cost")
					.contentType("application/x-yaml")
					.content(scf)
					.with(editor)
					.with(SecurityMockMvcRequestPostProcessors.csrf()))
				.andReturn()
				.getResponse();
			if (created.getStatus() != 201) {
				throw new IllegalStateException("import: " + created.getStatus() + " " + created.getContentAsString());
			}
			String location = created.getHeader("Location");
			long id = Long.parseLong(location.substring(location.lastIndexOf('/') + 1));
			RoleManifest model = new ManifestCodec().read(scf);
			List<Pod> hosts = model.pods()
				.stream()
				.filter((pod) -> pod.containers().stream().anyMatch((placed) -> CONTAINER.equals(placed.name())))
				.toList();
			System.out.printf("SCF 2.17.1: %d pods, %d place %s; %d %s, the first %d not counted%n",
					model.pods().size(), hosts.size(), CONTAINER, rounds, api ? "API edits" : "drops", rounds / 2);
			ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
			long version = 1;
			long[] cpu = new long[rounds - rounds / 2];
			long[] allocated = new long[cpu.length];
			long[] bytes = new long[cpu.length];
			for (int round = 0; round < rounds; round++) {
				Pod pod = hosts.get((round / 2) % hosts.size());
				if (api) {
					MockHttpServletRequestBuilder edit = MockMvcRequestBuilders.post("/api/manifests/{id}/edits", id)
						.param("base", String.valueOf(version))
						.contentType("application/json")
						.content("{\"op\":\"" + ((round % 2 == 0) ? "remove" : "place") + "\",\"container\":\""
								+ CONTAINER + "\",\"pod\":\"" + pod.name() + "\"}")
						.with(editor)
						.with(SecurityMockMvcRequestPostProcessors.csrf());
					long c0 = threads.getCurrentThreadCpuTime();
					long a0 = threads.getCurrentThreadAllocatedBytes();
					MockHttpServletResponse answer = mvc.perform(edit).andReturn().getResponse();
					byte[] body = answer.getContentAsByteArray();
					long c1 = threads.getCurrentThreadCpuTime();
					long a1 = threads.getCurrentThreadAllocatedBytes();
					if (answer.getStatus() != 200
							|| !String.valueOf(version + 1).equals(answer.getHeader("ETag").replace("\"", ""))) {
						throw new IllegalStateException(
								"API edit " + round + " in " + pod.name() + ": " + answer.getStatus() + " "
										+ answer.getHeader("ETag") + " " + answer.getContentAsString());
					}
					version++;
					if (round >= rounds / 2) {
						int at = round - rounds / 2;
						cpu[at] = c1 - c0;
						allocated[at] = a1 - a0;
						bytes[at] = body.length;
					}
					continue;
				}
				MockHttpServletRequestBuilder drop = MockMvcRequestBuilders.post("/manifests/{id}/edit/edits", id)
					.header("HX-Request", "true")
					.header("HX-Target", "board")
					.param("version", String.valueOf(version))
					.param("kubeVersion", "1.33")
					.with(editor)
					.with(SecurityMockMvcRequestPostProcessors.csrf());
				if (round % 2 == 0) {
					drop.param("edit",
							"{\"op\":\"remove\",\"container\":\"" + CONTAINER + "\",\"pod\":\"" + pod.name() + "\"}");
				}
				else {
					List<String> order = new ArrayList<>(pod.containers()
						.stream()
						.map(PlacedContainer::name)
						.filter((name) -> !CONTAINER.equals(name))
						.toList());
					order.add(CONTAINER);
					drop.param("edit",
							"{\"op\":\"place\",\"container\":\"" + CONTAINER + "\",\"pod\":\"" + pod.name() + "\"}")
						.param("order", order.toArray(String[]::new));
				}
				long c0 = threads.getCurrentThreadCpuTime();
				long a0 = threads.getCurrentThreadAllocatedBytes();
				MockHttpServletResponse answer = mvc.perform(drop).andReturn().getResponse();
				byte[] body = answer.getContentAsByteArray();
				long c1 = threads.getCurrentThreadCpuTime();
				long a1 = threads.getCurrentThreadAllocatedBytes();
				Matcher shown = VERSION.matcher(answer.getContentAsString());
				if (answer.getStatus() != 200 || !shown.find() || Long.parseLong(shown.group(1)) != version + 1) {
					throw new IllegalStateException("drop " + round + " in " + pod.name() + ": " + answer.getStatus()
							+ ", not version " + (version + 1) + ": "
							+ answer.getContentAsString().substring(0, Math.min(2000, body.length)));
				}
				version++;
				if (round >= rounds / 2) {
					int at = round - rounds / 2;
					cpu[at] = c1 - c0;
					allocated[at] = a1 - a0;
					bytes[at] = body.length;
				}
				if (round == rounds - 1 && System.getProperty("drop.answer") != null) {
					Files.write(Path.of(System.getProperty("drop.answer")), body);
				}
			}
			System.out.printf(
					(api ? "per API edit" : "per drop")
							+ ", request thread: CPU p50 %.2f ms, mean %.2f ms, p90 %.2f ms; allocated mean "
							+ "%.1f MB; answer p50 %,d bytes, max %,d bytes%n",
					percentile(cpu, 50) / 1e6, mean(cpu) / 1e6, percentile(cpu, 90) / 1e6, mean(allocated) / 1e6,
					percentile(bytes, 50), percentile(bytes, 100));
		}
		finally {
			context.close();
		}
	}

	private static double mean(long[] values) {
		return Arrays.stream(values).average().orElse(0);
	}

	private static long percentile(long[] values, int percentile) {
		long[] sorted = values.clone();
		Arrays.sort(sorted);
		int index = (int) Math.ceil(percentile / 100.0 * sorted.length) - 1;
		return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
	}

}
