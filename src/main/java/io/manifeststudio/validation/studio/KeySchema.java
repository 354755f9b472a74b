package io.manifeststudio.validation.studio;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.validation.Severity;

/**
 * The keys fissile reads at one place of a role manifest, and what lies below them. A
 * node is a map with known keys (each with the schema of its value), a list of one
 * schema, a map of arbitrary keys to one schema (such as {@code auth.roles}), or
 * free-form content that is not checked (template values, raw Kubernetes objects such as
 * affinity, BOSH job properties). A map may be open (unknown keys are fine, as in a job's
 * {@code properties}) and may carry notes on keys that fissile ignores at this place for
 * a known reason (removed from the format, written at the wrong level).
 */
final class KeySchema {

	enum Kind {

		MAP, LIST, MAP_OF, FREE

	}

	/**
	 * Why a key fissile ignores was written here, how much it matters, and what to do.
	 */
	record Note(Severity severity, String detail, String hint) {
	}

	static final KeySchema FREE = new KeySchema(Kind.FREE, null, false, null);

	/** A scalar or a list of scalars: nothing below to check. */
	static final KeySchema SCALAR = FREE;

	private final Kind kind;

	private final String place;

	private final boolean open;

	private final KeySchema element;

	private final Map<String, KeySchema> keys = new LinkedHashMap<>();

	private final Map<String, Note> notes = new LinkedHashMap<>();

	private String knownKeysText;

	private KeySchema(Kind kind, String place, boolean open, KeySchema element) {
		this.kind = kind;
		this.place = place;
		this.open = open;
		this.element = element;
	}

	/**
	 * A map whose known keys follow; {@code place} names it in messages ("instance
	 * group", "run").
	 */
	static KeySchema map(String place) {
		return new KeySchema(Kind.MAP, place, false, null);
	}

	/** A map in which any key is fine, with some keys checked below. */
	static KeySchema openMap(String place) {
		return new KeySchema(Kind.MAP, place, true, null);
	}

	static KeySchema listOf(KeySchema element) {
		return new KeySchema(Kind.LIST, null, false, element);
	}

	static KeySchema mapOf(KeySchema element) {
		return new KeySchema(Kind.MAP_OF, null, false, element);
	}

	/** Adds known keys whose values are scalars (or lists of scalars). */
	KeySchema scalars(String... names) {
		for (String name : names) {
			this.keys.put(name, SCALAR);
		}
		return this;
	}

	/** Adds a known key with the schema of its value. */
	KeySchema key(String name, KeySchema value) {
		this.keys.put(name, value);
		return this;
	}

	/** Adds a key that fissile ignores here for a known reason. */
	KeySchema note(String name, Severity severity, String detail, String hint) {
		this.notes.put(name, new Note(severity, detail, hint));
		return this;
	}

	/**
	 * Adds notes for keys that belong one level down, under {@code where} (such as run
	 * keys written on a group).
	 */
	KeySchema misplaced(List<String> names, String where) {
		for (String name : names) {
			this.notes.putIfAbsent(name,
					new Note(Severity.WARNING, "fissile ignores " + name + " here; it belongs under " + where,
							"Move it to " + where + "." + name + "."));
		}
		return this;
	}

	Kind kind() {
		return this.kind;
	}

	String place() {
		return this.place;
	}

	boolean isOpen() {
		return this.open;
	}

	KeySchema element() {
		return this.element;
	}

	Map<String, KeySchema> keys() {
		return this.keys;
	}

	Map<String, Note> notes() {
		return this.notes;
	}

	/** The known keys as a comma-separated list, for messages. */
	String knownKeysText() {
		if (this.knownKeysText == null) {
			this.knownKeysText = String.join(", ", this.keys.keySet());
		}
		return this.knownKeysText;
	}

}
