package io.manifeststudio.export;

import java.io.Writer;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.comments.CommentLine;
import org.yaml.snakeyaml.comments.CommentType;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.representer.Representer;

import io.manifeststudio.manifest.yaml.ManifestYamlWriter;

/**
 * Writes generated objects as multi-document YAML with SnakeYAML: each object its own
 * document starting with {@code ---}, in the order given, keys in their map order, block
 * style with the options every YAML file we write uses
 * ({@link ManifestYamlWriter#options()}).
 * <p>
 * Each object is its own document rather than fissile's {@code kind: List} of Services:
 * {@code List} is a client-side wrapper, not an API object, so tools that take objects
 * one by one (server-side apply, Helm, admission checks) see each Service as it is, and
 * the Helm chart's rendered documents compare one to one with these.
 */
public final class KubernetesYamlWriter {

	/**
	 * The most characters one export writes (32 Mi): a larger answer would hold too much
	 * memory while it is built.
	 */
	public static final int MAX_CHARACTERS = 32 * 1024 * 1024;

	private final Yaml yaml;

	private final int maxCharacters;

	public KubernetesYamlWriter() {
		this(MAX_CHARACTERS);
	}

	public KubernetesYamlWriter(int maxCharacters) {
		DumperOptions options = ManifestYamlWriter.options();
		options.setExplicitStart(true);
		options.setProcessComments(true);
		this.yaml = new Yaml(new SafeConstructor(new LoaderOptions()), new Representer(options), options);
		this.maxCharacters = maxCharacters;
	}

	/**
	 * @throws ExportTooLargeException as soon as the YAML passes the limit (nothing more
	 * is written)
	 */
	public String write(List<KubeObject> objects) {
		return write(objects, new IdentityHashMap<>());
	}

	/**
	 * @param comments lines of a comment to write at the top of an object's document
	 * (keyed by identity), each line after {@code # }
	 * @throws ExportTooLargeException as soon as the YAML passes the limit (nothing more
	 * is written)
	 */
	public String write(List<KubeObject> objects, Map<KubeObject, List<String>> comments) {
		BoundedWriter out = new BoundedWriter(this.maxCharacters);
		List<Map<String, Object>> documents = new ArrayList<>(objects.size());
		for (KubeObject object : objects) {
			List<String> comment = comments.get(object);
			if (comment == null || comment.isEmpty()) {
				documents.add(object.content());
				continue;
			}
			if (!documents.isEmpty()) {
				this.yaml.dumpAll(documents.iterator(), out);
				documents.clear();
			}
			this.yaml.serialize(commented(object.content(), comment), out);
		}
		if (!documents.isEmpty() || objects.isEmpty()) {
			this.yaml.dumpAll(documents.iterator(), out);
		}
		return out.toString();
	}

	/** The object as a node tree whose first key carries the comment. */
	private Node commented(Map<String, Object> content, List<String> lines) {
		Node node = this.yaml.represent(content);
		if (node instanceof MappingNode mapping && !mapping.getValue().isEmpty()) {
			List<CommentLine> comment = new ArrayList<>();
			for (String line : lines) {
				comment.add(new CommentLine(null, null, line.isEmpty() ? "" : " " + line, CommentType.BLOCK));
			}
			mapping.getValue().get(0).getKeyNode().setBlockComments(comment);
		}
		return node;
	}

	/** A string writer that refuses to grow past its limit. */
	private static final class BoundedWriter extends Writer {

		private final StringBuilder text = new StringBuilder();

		private final int limit;

		BoundedWriter(int limit) {
			this.limit = limit;
		}

		@Override
		public void write(char[] buffer, int offset, int length) {
			if (this.text.length() + (long) length > this.limit) {
				throw new ExportTooLargeException("Kubernetes YAML", this.limit);
			}
			this.text.append(buffer, offset, length);
		}

		@Override
		public void write(String string, int offset, int length) {
			if (this.text.length() + (long) length > this.limit) {
				throw new ExportTooLargeException("Kubernetes YAML", this.limit);
			}
			this.text.append(string, offset, offset + length);
		}

		@Override
		public void flush() {
		}

		@Override
		public void close() {
		}

		@Override
		public String toString() {
			return this.text.toString();
		}

	}

}
