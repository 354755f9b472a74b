package io.manifeststudio.editor.forms;

import java.util.List;

/**
 * The form of one group, ready to render: the manifest and group it edits, the group's
 * type, the manifest's format era, the draft version the form was loaded at (sent back
 * with every save, so a change made meanwhile is never overwritten unseen), the sections,
 * the findings about the group that no field shows, a notice (saved, stale, refused) or
 * {@code null}, the rename field, and whether the group can be deleted (with the reason
 * when not).
 */
record GroupFormView(long manifestId, String group, String type, String era, long version, List<SectionView> sections,
		List<FieldMessage> groupMessages, FormNotice notice, FieldView rename, DeleteView delete) {

	GroupFormView {
		sections = List.copyOf(sections);
		groupMessages = List.copyOf(groupMessages);
	}

}
