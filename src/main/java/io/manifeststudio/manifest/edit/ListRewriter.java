package io.manifeststudio.manifest.edit;

import java.util.List;

import org.yaml.snakeyaml.nodes.SequenceNode;

import io.manifeststudio.manifest.edit.NodeSpans.Children;
import io.manifeststudio.manifest.edit.TextPatch.Splice;

/**
 * Sets a whole list where a list was, keeping the text of every item that stays: an item
 * equal to an old one is that old item's text, moved verbatim (with the comment lines
 * above it, and any comment after it on its lines); only a new item is written anew. A
 * reorder of a block list of one-line items changes as many lines as items moved, a
 * removed item loses its lines, an added one is a new line. A flow list stays a flow
 * list, on one line.
 */
final class ListRewriter {

	private final NodeSpans spans;

	private final BlockRenderer renderer;

	ListRewriter(NodeSpans spans, BlockRenderer renderer) {
		this.spans = spans;
		this.renderer = renderer;
	}

	/**
	 * The splice that turns the list's text into the new list, or null when its items are
	 * not each on lines of their own (a list that starts on its parent item's line,
	 * {@code - - a}): the caller writes it anew.
	 */
	Splice rewrite(SequenceNode sequence, List<?> before, List<?> after) {
		Children items = this.spans.children(sequence);
		String text = this.spans.text;
		int size = items.size();
		boolean[] used = new boolean[size];
		if (NodeSpans.isFlow(sequence)) {
			StringBuilder flow = new StringBuilder("[");
			for (Object item : after) {
				if (flow.length() > 1) {
					flow.append(", ");
				}
				int old = match(before, item, used);
				flow.append((old >= 0) ? text.substring(items.start[old], items.end[old]) : this.renderer.flow(item));
			}
			int open = text.indexOf('[', this.spans.flowStart(sequence));
			int close = this.spans.flowEnd(sequence);
			return new Splice(open, text.substring(open, close), flow.append(']').toString());
		}
		for (int i = 0; i < size; i++) {
			if (!this.spans.firstOnLine(items.entry[i])) {
				return null;
			}
		}
		// Item i's lines: the comment and blank lines after the item before it, its dash
		// line, its value's lines.
		int[] chunkStart = new int[size];
		int[] chunkEnd = new int[size];
		for (int i = 0; i < size; i++) {
			chunkStart[i] = (i == 0) ? this.spans.lineStart(items.entry[0]) : chunkEnd[i - 1];
			chunkEnd[i] = this.spans.nextLineStart(items.end[i]);
		}
		int from = chunkStart[0];
		int to = chunkEnd[size - 1];
		boolean endsWithBreak = to > this.spans.lineEnd(items.end[size - 1]);
		String lineBreak = this.spans.lineBreak();
		int column = this.spans.column(items.entry[0]);
		StringBuilder lines = new StringBuilder();
		for (Object item : after) {
			int old = match(before, item, used);
			if (old >= 0) {
				String chunk = text.substring(chunkStart[old], chunkEnd[old]);
				lines.append(chunk);
				if (!chunk.endsWith("\n")) {
					lines.append(lineBreak);
				}
			}
			else {
				List<String> rendered = this.renderer.item(item);
				for (String line : rendered) {
					lines.append(line.isEmpty() ? "" : " ".repeat(column) + line).append(lineBreak);
				}
			}
		}
		if (!endsWithBreak) {
			lines.setLength(lines.length() - lineBreak.length());
		}
		return new Splice(from, text.substring(from, to), lines.toString());
	}

	/** The first old item not yet used that equals the new one, or -1. */
	private static int match(List<?> before, Object item, boolean[] used) {
		for (int i = 0; i < before.size(); i++) {
			if (!used[i] && PlainData.same(before.get(i), PlainData.copy(item))) {
				used[i] = true;
				return i;
			}
		}
		return -1;
	}

}
