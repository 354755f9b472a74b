package io.manifeststudio.editor;

import java.util.Collection;
import java.util.Map;

import io.manifeststudio.manifest.EditResult;

/**
 * The board's part of the answer to a change made in one of its side panels (a group form
 * saved, a group renamed, deleted or created in {@code #group-panel}): the bar with the
 * version and this person's undo and redo, the cards of the pods the change touched (and
 * of those it added; those of the pods it deleted or renamed go), the palette, the pods
 * the chips' "Move to…" menus offer, the marks of every card, the findings panel and the
 * previews' pod choice, all out of band, built from the change's own result like the
 * answer to a drop. So the change is one request: the board takes what changed from its
 * answer and asks for nothing after it (only the previews that are open ask again).
 * <p>
 * The board ({@code editor.board}) makes it; the forms ({@code editor.forms}), which do
 * not use the board, add it to their answer through this interface.
 */
public interface BoardAnswer {

	/** The fragment that renders the board's part, all of it out of band. */
	String FRAGMENT = "editor/board :: update";

	/**
	 * The model of {@link #FRAGMENT} after {@code result}, a change {@code user} made in
	 * manifest {@code id}, for a board that shows Kubernetes version {@code kubeVersion};
	 * {@code named} are the groups the change named (their cards are shown again),
	 * {@code added} the pods it added, which the board has no card of yet (a group it
	 * created, the new name of one it renamed).
	 */
	Map<String, Object> after(long id, EditResult result, Collection<String> named, Collection<String> added,
			String kubeVersion, String user);

}
