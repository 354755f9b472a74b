/*
 * Manifest Studio board: what the board needs beyond htmx.
 * - Drag and drop with SortableJS (initialised in htmx.onLoad, so every card htmx swaps in gets it, and destroyed
 *   when htmx removes the card): each drop is one edit that names groups, posted with the draft version the board
 *   shows.
 * - One round trip per action: the answer to an edit (a drop, or a group saved, renamed, deleted or created in the
 *   side panel) leaves the board in place and brings, out of band, the bar (version, undo and redo), the cards it
 *   changed (those of pods it added come after the others and are put in the manifest's order here; those of pods
 *   it deleted go), the palette, the findings panel, the pod choice and the marks of every card (#board-marks,
 *   applied here to the cards it did not bring). Nothing is asked for after it but the previews that are open.
 * - The chips' "Move to…" menus are filled here, from the one list of each container's target pods (#move-targets)
 *   that every answer brings: when the board is rendered and after each answer (only the menus whose pods changed),
 *   so that a screen reader reads their choices without focusing them. A move changes that list and its own pods'
 *   cards, not every card that places the container.
 * - Another person's change (the event stream, js/live.js: "cardsOutdated" with its pods) brings the cards it
 *   touched the same way (GET .../edit/cards?pods=a,b&missing=b); while a drag is under way it waits until the drop
 *   is done. The cards of pods it added (those the board has no card of: "missing") come to be added, those of pods
 *   it removed go. A change that names no pod, or that empties the board or fills an empty one, reloads the board.
 * - The filter over pods and containers, the pod the previews show, dismissing a notice, Ctrl+Z / Ctrl+Shift+Z.
 * - The cards packed in columns (packCards): the pods' region is a column flexbox that wraps, and its height is set
 *   here to the lowest at which the cards it shows fit in as many columns as its width holds; again whenever a card
 *   changes height (a ResizeObserver: an answer, a drag, the filter, a presence badge), the cards change order or the
 *   window its width.
 * - Previews on demand: a preview is asked for only while its panel is open (when opened, and on a change of the
 *   draft, the pod or the Kubernetes version); a closed one sends nothing.
 * - Focus: a change made from a chip's own controls (move, place, toggle, earlier, later) leaves the focus on that
 *   chip where the new board shows it, so a keyboard user goes on from there.
 * - The findings panel (#findings) is a live region: it is kept, and only its content and counts are replaced, so a
 *   screen reader announces the new counts.
 * - Less motion when the person asks for it (prefers-reduced-motion): no drag animation, no smooth scrolling.
 * No business rule lives here: the server decides what an edit does and whether it applies.
 */
(function () {
	'use strict';

	var dragging = false;
	var refreshHeld = false;
	/** The pods of others' changes that came during a drag (or while this board's own edit was under way). */
	var heldPods = [];
	/** Whether an answer just swapped in #board-marks: the rest of the board follows it once the swap is done. */
	var updated = false;
	/** Where the focus goes once the board an edit answered is in: {pod, container, action} or {palette}. */
	var refocus = null;

	function reducedMotion() {
		return window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
	}

	function board() {
		return document.getElementById('board');
	}

	function boardValue(id) {
		var element = document.getElementById(id);
		return element ? element.value : '';
	}

	function names(list) {
		return Array.prototype.map.call(list.children, function (item) {
			return item.getAttribute('data-container') || item.getAttribute('data-palette-item');
		}).filter(function (name) {
			return !!name;
		});
	}

	function nameOf(item) {
		return item.getAttribute('data-container') || item.getAttribute('data-palette-item');
	}

	/** The one edit a drop means, or null when it changes nothing. */
	function editOf(event) {
		var container = nameOf(event.item);
		var fromPalette = event.from.getAttribute('data-sortable') === 'palette';
		var toPalette = event.to.getAttribute('data-sortable') === 'palette';
		var from = event.from.getAttribute('data-pod-list');
		var to = event.to.getAttribute('data-pod-list');
		if (fromPalette && toPalette) {
			return null;
		}
		if (fromPalette) {
			return { op: 'place', container: container, pod: to };
		}
		if (toPalette) {
			return { op: 'remove', container: container, pod: from };
		}
		if (from === to) {
			if (event.oldIndex === event.newIndex) {
				return null;
			}
			return { op: 'reorder', pod: to, containers: names(event.to) };
		}
		return { op: 'move', container: container, from: from, to: to };
	}

	function post(edit, order) {
		var element = board();
		htmx.ajax('POST', element.getAttribute('data-edit-url'), {
			source: element,
			target: '#board',
			swap: 'outerHTML',
			values: {
				version: boardValue('board-version'),
				kubeVersion: boardValue('kube-version'),
				edit: JSON.stringify(edit),
				order: order
			}
		});
	}

	function refreshBoard() {
		htmx.trigger(document.body, 'draftOutdated');
	}

	function sortable(list) {
		var palette = list.getAttribute('data-sortable') === 'palette';
		return new Sortable(list, {
			group: { name: 'containers', pull: palette ? 'clone' : true, put: true },
			sort: !palette,
			draggable: palette ? '.palette-item' : '.chip',
			filter: 'button, select, option, input, form',
			preventOnFilter: false,
			animation: reducedMotion() ? 0 : 150,
			// Sortable's own pointer-driven drag instead of the browser's HTML5 drag and drop: the same in every
			// browser, and a drag that can be held across other events (a refresh waits for it).
			forceFallback: true,
			fallbackOnBody: true,
			ghostClass: 'is-ghost',
			chosenClass: 'is-chosen',
			onMove: function (event) {
				// A pod places a container once: no drop where it is already placed.
				var container = nameOf(event.dragged);
				if (event.to === event.from || event.to.getAttribute('data-sortable') === 'palette') {
					return true;
				}
				return !Array.prototype.some.call(event.to.children, function (item) {
					return item !== event.dragged && nameOf(item) === container;
				});
			},
			onStart: function () {
				dragging = true;
				document.documentElement.classList.add('is-dragging');
			},
			onEnd: function (event) {
				dragging = false;
				document.documentElement.classList.remove('is-dragging');
				var edit = editOf(event);
				if (edit) {
					refreshHeld = false;
					document.querySelectorAll('[data-sortable]').forEach(function (other) {
						var instance = Sortable.get(other);
						if (instance) {
							instance.option('disabled', true);
						}
					});
					post(edit, event.to.getAttribute('data-sortable') === 'pod' ? names(event.to) : []);
				}
				else if (refreshHeld) {
					refreshHeld = false;
					heldPods = [];
					refreshBoard();
				}
				else if (heldPods.length) {
					var pods = heldPods;
					heldPods = [];
					fetchCards(pods);
				}
			}
		});
	}

	/** The narrowest a column of cards gets (px): as many columns as fit at this width. */
	var COLUMN_WIDTH = 285;

	function visibleCards(grid) {
		return Array.prototype.filter.call(grid.children, function (child) {
			return child.classList.contains('pod-card') && !child.hidden;
		});
	}

	/** How many columns the cards, in their order, take when each column is at most {@code height} high. */
	function columnsAt(heights, gap, height) {
		var columns = 1;
		var used = 0;
		heights.forEach(function (each) {
			if (used > 0 && used + gap + each > height) {
				columns++;
				used = each;
			}
			else {
				used += (used > 0 ? gap : 0) + each;
			}
		});
		return columns;
	}

	/**
	 * Packs the board's cards in columns: down one column, then the next, in the pods' order, each column as short
	 * as it can be with the cards in no more columns than the width holds. The flexbox wraps a column where the next
	 * card would pass the height set here, so that height is the lowest at which the cards (their heights read once)
	 * fit in that many columns.
	 */
	function packCards() {
		var grid = document.querySelector('.board #pods');
		if (!grid) {
			return;
		}
		var gap = parseFloat(getComputedStyle(grid).rowGap) || 0;
		var columns = Math.max(1, Math.floor((grid.clientWidth + gap) / (COLUMN_WIDTH + gap)));
		if (grid.style.getPropertyValue('--pod-columns') !== String(columns)) {
			grid.style.setProperty('--pod-columns', String(columns));
		}
		var heights = visibleCards(grid).map(function (card) {
			return card.getBoundingClientRect().height;
		});
		var height = '';
		if (columns > 1 && heights.length > 1) {
			var low = Math.ceil(Math.max.apply(null, heights));
			var high = Math.ceil(heights.reduce(function (sum, each) { return sum + each + gap; }, 0));
			while (low < high) {
				var middle = Math.floor((low + high) / 2);
				if (columnsAt(heights, gap, middle) <= columns) {
					high = middle;
				}
				else {
					low = middle + 1;
				}
			}
			// A pixel more than the sum: the browser rounds the gap and the heights to its own units.
			height = (low + 1) + 'px';
		}
		if (grid.style.height !== height) {
			grid.style.height = height;
		}
	}

	/** Packs again when a card changes height; the cards are observed as they come (htmx.onLoad). */
	var cardSizes = new ResizeObserver(packCards);

	/** {@code content} and the elements in it that match {@code selector}. */
	function matching(content, selector) {
		var found = content.matches && content.matches(selector) ? [content] : [];
		(content.querySelectorAll ? content.querySelectorAll(selector) : []).forEach(function (element) {
			found.push(element);
		});
		return found;
	}

	window.addEventListener('resize', packCards);

	function applyFilter() {
		var input = document.getElementById('board-filter');
		var onlyFindings = document.getElementById('board-filter-findings');
		if (!input || !board()) {
			return;
		}
		var text = input.value.trim().toLowerCase();
		var findings = onlyFindings && onlyFindings.checked;
		var cards = board().querySelectorAll('.pod-card');
		var shown = 0;
		cards.forEach(function (card) {
			var labels = [card.getAttribute('data-pod')];
			card.querySelectorAll('[data-container]').forEach(function (chip) {
				labels.push(chip.getAttribute('data-container'));
			});
			var match = !text || labels.some(function (label) {
				return label.toLowerCase().indexOf(text) >= 0;
			});
			if (findings && card.getAttribute('data-has-findings') !== 'true') {
				match = false;
			}
			card.hidden = !match;
			if (match) {
				shown++;
			}
		});
		board().querySelectorAll('.palette-item').forEach(function (item) {
			var match = !text || item.getAttribute('data-palette-item').toLowerCase().indexOf(text) >= 0;
			if (findings && !item.hasAttribute('data-findings')) {
				match = false;
			}
			item.hidden = !match;
		});
		var none = document.getElementById('board-filter-empty');
		if (none) {
			none.hidden = cards.length === 0 || shown > 0;
		}
	}

	/** Shows the pod in the previews; they reload on the select's change unless they reload anyway. */
	function choosePreviewPod(pod, reloading) {
		var select = document.getElementById('preview-pod');
		if (!select || !pod || select.value === pod) {
			return;
		}
		if (Array.prototype.some.call(select.options, function (option) { return option.value === pod; })) {
			select.value = pod;
			if (!reloading) {
				select.dispatchEvent(new Event('change', { bubbles: true }));
			}
		}
	}

	function showFirstChangedLine(region) {
		var pre = region.querySelector('pre');
		var line = region.querySelector('.line.changed');
		if (pre && line) {
			pre.scrollTop = Math.max(0, line.offsetTop - 48);
		}
	}

	// SortableJS keeps every list it was made on in a list of its own until destroy(): a card, palette or board that
	// an answer replaces must give its lists up, or they stay in memory with their cards, and every pointer move of
	// every later drag walks all of them (Sortable looks through its lists for the nearest empty one).
	document.addEventListener('htmx:beforeCleanupElement', function (event) {
		var instance = event.target.hasAttribute && event.target.hasAttribute('data-sortable') && Sortable.get(event.target);
		if (instance) {
			instance.destroy();
		}
		if (event.target.classList && event.target.classList.contains('pod-card')) {
			cardSizes.unobserve(event.target);
		}
	});

	htmx.onLoad(function (content) {
		matching(content, '[data-sortable]').forEach(sortable);
		matching(content, '.board #pods > .pod-card').forEach(function (card) {
			cardSizes.observe(card);
		});
		if (content.id === 'board' || content.querySelector && content.querySelector('#board')) {
			fillMoveMenus();
			applyFilter();
			packCards();
		}
	});

	/** The open previews ask for their content again: all of them, or those named; not {@code except}. */
	function refreshPreviews(which, except) {
		document.querySelectorAll('details[data-preview-panel][open]').forEach(function (panel) {
			if (panel !== except && (!which || which.indexOf(panel.getAttribute('data-preview-panel')) >= 0)) {
				htmx.trigger(panel.querySelector('.preview-region'), 'preview-refresh');
			}
		});
	}

	// The pod an edit changed is shown in the open previews, which ask again (after the answer settled, so the pod
	// choice it brought is in); closed previews ask nothing.
	document.addEventListener('draftChanged', function (event) {
		if (event.detail && event.detail.pod) {
			choosePreviewPod(event.detail.pod, true);
		}
		refreshPreviews();
	});

	// A preview panel just opened asks for its content (toggle does not bubble: heard while captured).
	document.addEventListener('toggle', function (event) {
		var panel = event.target;
		if (panel.matches && panel.matches('details[data-preview-panel]') && panel.open) {
			htmx.trigger(panel.querySelector('.preview-region'), 'preview-refresh');
		}
	}, true);

	function cssEscape(value) {
		return (window.CSS && CSS.escape) ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&');
	}

	/** The list of the pods a container's chips' "Move to…" menus offer (#move-targets), or null. */
	function moveTargets(container) {
		return document.querySelector('#move-targets [data-moves-for="' + cssEscape(container) + '"]');
	}

	/** What a list of #move-targets offers, as one string: a menu filled from it says so. */
	function offered(list) {
		return list ? Array.prototype.map.call(list.options || list.querySelectorAll('option'), function (option) {
			return option.value;
		}).join(' ') : '';
	}

	/**
	 * Fills a chip's "Move to…" menu with the pods its container can go to, from #move-targets (the same list for its
	 * chips in every pod, which every answer brings), unless it offers them already. The menus are filled when the
	 * board is rendered and after every answer, not when reached for: a screen reader in browse mode reads a menu's
	 * choices without focusing it. What was chosen stays chosen while that pod is still offered.
	 */
	function fillMoveMenu(select, list, pods) {
		if (select.getAttribute('data-offers') === pods) {
			return;
		}
		var chosen = select.value;
		select.querySelectorAll('option[data-to-pod]').forEach(function (option) {
			option.remove();
		});
		var remove = select.querySelector('option[value="remove"]');
		if (list) {
			Array.prototype.forEach.call(list.querySelectorAll('option'), function (option) {
				select.insertBefore(option.cloneNode(true), remove);
			});
		}
		if (chosen && Array.prototype.some.call(select.options, function (option) { return option.value === chosen; })) {
			select.value = chosen;
		}
		select.setAttribute('data-offers', pods);
	}

	/**
	 * Fills the "Move to…" menus of the chips in {@code scope} (the whole board without it) whose container's pods
	 * changed: after an answer only the menus of the containers it moved, and those of the cards it brought, change.
	 */
	function fillMoveMenus(scope) {
		var lists = {};
		document.querySelectorAll('#move-targets [data-moves-for]').forEach(function (list) {
			lists[list.getAttribute('data-moves-for')] = { list: list, pods: offered(list) };
		});
		(scope || document).querySelectorAll('.chip[data-container] select[data-action=move]').forEach(function (select) {
			var chip = select.closest('.chip[data-container]');
			var targets = lists[chip.getAttribute('data-container')] || { list: null, pods: '' };
			fillMoveMenu(select, targets.list, targets.pods);
		});
	}

	/** A menu reached for before the board's menus were filled (pressed, or focused by Tab) is filled first. */
	function reachedFor(event) {
		if (event.target.matches && event.target.matches('select[data-action=move]')) {
			var chip = event.target.closest('.chip[data-container]');
			var list = chip && moveTargets(chip.getAttribute('data-container'));
			if (chip) {
				fillMoveMenu(event.target, list, offered(list));
			}
		}
	}

	document.addEventListener('mousedown', reachedFor, true);
	document.addEventListener('touchstart', reachedFor, { capture: true, passive: true });
	document.addEventListener('focusin', reachedFor);

	/** What to focus after an edit sent from a chip's controls or a palette entry's form. */
	function focusTarget(source) {
		var board = document.getElementById('board');
		if (!source || !board || !board.contains(source)) {
			return null;
		}
		var chip = source.closest('.chip[data-container]');
		var card = source.closest('[data-pod]');
		var item = source.closest('[data-palette-item]');
		var select = source.matches('form') ? source.querySelector('select[name=target]') : null;
		if (select) {
			var option = select.options[select.selectedIndex];
			var pod = option ? option.getAttribute('data-to-pod') : null;
			var container = chip ? chip.getAttribute('data-container') : item && item.getAttribute('data-palette-item');
			return pod ? { pod: pod, container: container, action: 'move' } : { palette: container };
		}
		if (chip && card) {
			return { pod: card.getAttribute('data-pod'), container: chip.getAttribute('data-container'),
				action: source.getAttribute('data-action') };
		}
		return null;
	}

	function restoreFocus() {
		var target = refocus;
		refocus = null;
		if (!target) {
			return;
		}
		var element = null;
		if (target.palette) {
			element = document.querySelector('#palette [data-palette-item="' + cssEscape(target.palette) + '"] select');
		}
		else {
			var chip = document.querySelector('#board [data-pod="' + cssEscape(target.pod) + '"] .chips [data-container="'
				+ cssEscape(target.container) + '"]');
			if (chip) {
				var control = chip.querySelector('[data-action="' + cssEscape(target.action || 'move') + '"]');
				element = (control && !control.disabled) ? control : chip.querySelector('[data-action=move]');
			}
		}
		if (element) {
			element.focus({ preventScroll: false });
		}
	}

	/** Gives {@code element} the attributes of {@code next}, changing only those that differ. */
	function syncAttributes(element, next) {
		Array.prototype.slice.call(element.attributes).forEach(function (each) {
			if (!next.hasAttribute(each.name)) {
				element.removeAttribute(each.name);
			}
		});
		Array.prototype.slice.call(next.attributes).forEach(function (each) {
			attribute(element, each.name, each.value);
		});
	}

	/**
	 * Makes the children of {@code current} those of {@code next}, keeping each child that is the same as one of the
	 * answer's (compared as HTML) and in place: only the findings that changed are added or removed, so the panel is
	 * laid out again only where they are. A severity's section goes one level deeper, into its list.
	 */
	function syncChildren(current, next) {
		var kept = {};
		Array.prototype.forEach.call(current.children, function (child) {
			(kept[child.outerHTML] = kept[child.outerHTML] || []).push(child);
		});
		var wanted = Array.prototype.map.call(next.children, function (child) {
			var same = kept[child.outerHTML];
			if (same && same.length) {
				return same.shift();
			}
			var older = child.matches('section[data-severity]') && current.querySelector(':scope > section[data-severity="'
				+ cssEscape(child.getAttribute('data-severity')) + '"]');
			if (older && !older.hasAttribute('data-synced')) {
				older.setAttribute('data-synced', '');
				syncAttributes(older, child);
				Array.prototype.forEach.call(child.children, function (part, index) {
					var mine = older.children[index];
					if (mine && mine.tagName === 'OL' && part.tagName === 'OL') {
						syncChildren(mine, part);
					}
					else if (mine && !mine.isEqualNode(part)) {
						older.replaceChild(part.cloneNode(true), mine);
					}
				});
				return older;
			}
			return child.cloneNode(true);
		});
		Object.keys(kept).forEach(function (html) {
			kept[html].forEach(function (child) {
				if (wanted.indexOf(child) < 0) {
					child.remove();
				}
			});
		});
		var at = current.firstElementChild;
		wanted.forEach(function (child) {
			child.removeAttribute('data-synced');
			if (child === at) {
				at = at.nextElementSibling;
			}
			else {
				current.insertBefore(child, at);
			}
		});
		while (at) {
			var rest = at.nextElementSibling;
			at.remove();
			at = rest;
		}
	}

	/**
	 * Keeps #findings, the live region, and changes in it only what the answer's panel has otherwise: its counts, the
	 * findings that came and went. A live region a swap replaced would be a new one, which screen readers do not
	 * announce; and a panel of many findings replaced whole is laid out whole again.
	 */
	function updateFindings(event) {
		var current = document.getElementById('findings');
		var next = event.detail.fragment.querySelector('#findings');
		if (!current || !next) {
			return;
		}
		event.detail.shouldSwap = false;
		syncAttributes(current, next);
		syncChildren(current, next);
		htmx.process(current);
	}

	/** Keeps the pod the previews show when the answer's pod choice has it. */
	function updatePodOptions(event) {
		var select = event.detail.target;
		var kept = select.value;
		event.detail.shouldSwap = false;
		select.replaceChildren.apply(select, Array.prototype.slice.call(event.detail.fragment.childNodes));
		if (Array.prototype.some.call(select.options, function (option) { return option.value === kept; })) {
			select.value = kept;
		}
	}

	document.addEventListener('htmx:oobBeforeSwap', function (event) {
		var target = event.detail.target;
		if (!target || !event.detail.shouldSwap) {
			return;
		}
		if (target.id === 'findings-region') {
			updateFindings(event);
		}
		else if (target.id === 'preview-pod') {
			updatePodOptions(event);
		}
		else if (target.id === 'board-marks') {
			updated = true;
		}
	});

	/** Sets an attribute, or removes it for null; nothing when it already is so. */
	function attribute(element, name, value) {
		if (element.getAttribute(name) === value) {
			return;
		}
		if (value === null) {
			element.removeAttribute(name);
		}
		else {
			element.setAttribute(name, value);
		}
	}

	function setMarks(element, severity, rules) {
		['has-error', 'has-warning'].forEach(function (name) {
			if (name !== 'has-' + severity && element.classList.contains(name)) {
				element.classList.remove(name);
			}
		});
		if (severity && !element.classList.contains('has-' + severity)) {
			element.classList.add('has-' + severity);
		}
		attribute(element, 'data-findings', severity ? (rules || '') : null);
	}

	/** Puts {@code next} (or nothing) where {@code current} is, unless they are the same. */
	function replaceMark(parent, current, next, before) {
		if (current && next && current.outerHTML === next.outerHTML || !current && !next) {
			return;
		}
		if (current) {
			current.remove();
		}
		if (next) {
			parent.insertBefore(next, before);
		}
	}

	/**
	 * Marks every card and chip as #board-marks says (the cards an answer brought already are), changing only what
	 * differs: the other cards of a large board stay untouched, and the page lays out only what changed.
	 */
	function applyMarks() {
		var marks = document.getElementById('board-marks');
		if (!marks || !board()) {
			return;
		}
		var entries = {};
		marks.querySelectorAll('[data-mark-pod]').forEach(function (entry) {
			entries[entry.getAttribute('data-mark-pod')] = entry;
		});
		board().querySelectorAll('.pod-card[data-pod]').forEach(function (card) {
			var entry = entries[card.getAttribute('data-pod')];
			setMarks(card, entry && entry.getAttribute('data-severity'), entry && entry.getAttribute('data-rules'));
			attribute(card, 'data-has-findings', entry ? 'true' : 'false');
			var next = entry && entry.querySelector('.pod-marks');
			replaceMark(card, card.querySelector(':scope > .pod-marks'), next && next.cloneNode(true),
				card.querySelector(':scope > .pod-facts'));
			card.querySelectorAll('.chip[data-container]').forEach(function (chip) {
				var name = chip.getAttribute('data-container');
				var mark = entry && entry.querySelector('[data-mark-container="' + cssEscape(name) + '"]');
				var severity = mark && mark.getAttribute('data-severity');
				var title = mark && mark.getAttribute('data-title');
				setMarks(chip, severity, mark && mark.getAttribute('data-rules'));
				if (chip.classList.contains('chip-main')) {
					attribute(chip, 'title', title || null);
					return;
				}
				var paragraph = null;
				if (title) {
					paragraph = document.createElement('p');
					paragraph.className = 'chip-marks';
					paragraph.title = title;
					paragraph.textContent = title;
				}
				replaceMark(chip, chip.querySelector(':scope > .chip-marks'), paragraph,
					chip.querySelector(':scope > .chip-controls'));
			});
		});
	}

	function podNames(list) {
		return Array.prototype.map.call(list, function (element) {
			return element.getAttribute('data-pod') || element.value;
		}).sort().join(' ');
	}

	/**
	 * Puts the cards in the order of the pod choice, the manifest's (which every answer brings): the cards of pods a
	 * change added come after the others, and a renamed pod's card takes the place of the one it had. Only the cards
	 * out of place move.
	 */
	function arrangeCards(select) {
		var grid = document.getElementById('pods');
		if (!select || !grid) {
			return;
		}
		var at = grid.querySelector(':scope > .pod-card[data-pod]');
		Array.prototype.forEach.call(select.options, function (option) {
			var card = grid.querySelector(':scope > .pod-card[data-pod="' + cssEscape(option.value) + '"]');
			if (!card) {
				return;
			}
			if (card === at) {
				at = nextCard(at);
			}
			else {
				grid.insertBefore(card, at);
			}
		});
	}

	function nextCard(card) {
		var next = card.nextElementSibling;
		while (next && !next.matches('.pod-card[data-pod]')) {
			next = next.nextElementSibling;
		}
		return next;
	}

	/**
	 * After an answer that updated the board card by card: the version it shows, the cards in order, the marks,
	 * dragging on, and the held changes of others. When the pods are still not those the pod choice lists (a change
	 * the board did not hear of), or the board's first or last pod came or went, the whole board.
	 */
	function afterUpdate() {
		var element = board();
		if (!element) {
			return;
		}
		element.setAttribute('data-draft-version', boardValue('board-version'));
		arrangeCards(document.getElementById('preview-pod'));
		fillMoveMenus(element);
		applyMarks();
		document.querySelectorAll('[data-sortable]').forEach(function (list) {
			var instance = Sortable.get(list);
			if (instance) {
				instance.option('disabled', false);
			}
		});
		applyFilter();
		// The cards that changed height are packed again by the observer; a card moved or removed changes no height.
		packCards();
		var select = document.getElementById('preview-pod');
		var cards = element.querySelectorAll('.pod-card[data-pod]');
		if (select && podNames(select.options) !== podNames(cards)
				|| !!element.querySelector('.empty-state') !== (cards.length === 0)) {
			refreshBoard();
			return;
		}
		if (heldPods.length && !dragging) {
			var pods = heldPods;
			heldPods = [];
			fetchCards(pods);
		}
	}

	document.addEventListener('htmx:afterRequest', function () {
		if (updated) {
			updated = false;
			afterUpdate();
		}
	});

	/** Brings the cards of the pods another person's change touched (held while a drag is under way). */
	function fetchCards(pods) {
		var element = board();
		if (!element) {
			return;
		}
		if (dragging) {
			heldPods = heldPods.concat(pods);
			return;
		}
		var named = pods.filter(function (pod, index) { return pods.indexOf(pod) === index; });
		// The pods the board has no card of yet come as cards to add; the server removes the cards of pods gone.
		var missing = named.filter(function (pod) {
			return !element.querySelector('.pod-card[data-pod="' + cssEscape(pod) + '"]');
		});
		htmx.ajax('GET', element.getAttribute('data-cards-url'), {
			source: element,
			target: '#board',
			swap: 'none',
			values: { pods: named.join(','), missing: missing.join(','), kubeVersion: boardValue('kube-version') }
		});
	}

	document.addEventListener('cardsOutdated', function (event) {
		fetchCards(event.detail && event.detail.pods ? event.detail.pods : []);
	});

	document.addEventListener('htmx:beforeRequest', function (event) {
		if (!dragging && event.detail.target && event.detail.target.id === 'board') {
			var target = focusTarget(event.detail.elt);
			if (target && document.activeElement && event.detail.elt.contains(document.activeElement)
					|| target && document.activeElement === event.detail.elt) {
				refocus = target;
			}
		}
	});

	document.addEventListener('htmx:afterSettle', function (event) {
		if (refocus && event.detail.target && event.detail.target.id === 'board') {
			restoreFocus();
		}
	});

	document.addEventListener('htmx:beforeRequest', function (event) {
		if (dragging && event.detail.elt && event.detail.elt.id === 'board') {
			// Another person's change: the board is replaced once the drag is over.
			event.preventDefault();
			refreshHeld = true;
		}
	});

	function failed(event) {
		var target = event.detail.target;
		if (target && target.id === 'board') {
			// The drop moved the chip on the page only; show the draft as it is.
			refreshBoard();
		}
	}

	document.addEventListener('htmx:responseError', failed);
	document.addEventListener('htmx:sendError', failed);

	document.addEventListener('htmx:afterSwap', function (event) {
		if (event.detail.target && event.detail.target.id === 'preview-role-manifest') {
			showFirstChangedLine(event.detail.target);
		}
	});

	document.addEventListener('input', function (event) {
		if (event.target.id === 'board-filter') {
			applyFilter();
		}
	});

	document.addEventListener('change', function (event) {
		if (event.target.id === 'board-filter-findings') {
			applyFilter();
		}
		else if (event.target.id === 'preview-pod' || event.target.id === 'kube-version') {
			refreshPreviews(['kubernetes', 'helm']);
		}
	});

	document.addEventListener('click', function (event) {
		var action = event.target.closest('[data-action]');
		if (!action) {
			return;
		}
		if (action.getAttribute('data-action') === 'dismiss') {
			var box = action.closest('.notice-box');
			if (box) {
				box.remove();
			}
		}
		else if (action.getAttribute('data-action') === 'preview') {
			// The pod's Kubernetes YAML is opened if it was not: opening it asks for it, the other open ones follow.
			var kubernetes = document.querySelector('details[data-preview-panel=kubernetes]');
			choosePreviewPod(action.getAttribute('data-preview'), true);
			if (kubernetes && !kubernetes.open) {
				kubernetes.open = true;
				refreshPreviews(['helm'], kubernetes);
			}
			else {
				refreshPreviews(['kubernetes', 'helm']);
			}
			var previews = document.querySelector('.previews');
			if (previews) {
				previews.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
			}
		}
	});

	document.addEventListener('keydown', function (event) {
		if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'z' && event.key.toLowerCase() !== 'y') {
			return;
		}
		var field = event.target.closest('input, textarea, select, [contenteditable]');
		if (field) {
			return;
		}
		var redo = event.key.toLowerCase() === 'y' || event.shiftKey;
		var button = document.querySelector('[data-action="' + (redo ? 'redo' : 'undo') + '"]');
		if (button && !button.disabled) {
			event.preventDefault();
			button.click();
		}
	});
})();
