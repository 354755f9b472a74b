/**
 * The pages a person reads and navigates: the manifest list, the import page and the
 * examples, the manifest page (pod cards, findings, the fissile generation choice,
 * revisions, downloads, the live region) and the page of a manifest's releases. They show
 * the board's pod cards and findings panel ({@code editor.board}) and bind the YAML
 * source forms of {@code editor.forms}.
 */
package io.manifeststudio.editor.pages;
