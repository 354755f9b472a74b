/*
 * Manifest Studio, live: a page with a [data-events-url] (the board's #live, the manifest page's #draft-live) opens
 * its manifest's event stream once (EventSource; it reconnects by itself and then sends Last-Event-ID, so the server
 * sends what it missed). No polling: the stream is the only request while nothing changes.
 * - event "change" {version, author, summary, pods}: when not yet dealt with, the board asks for the cards of its
 *   pods ("cardsOutdated", held by board.js while a drag is under way; a change naming no pod reloads the board:
 *   "draftOutdated") with a short note "bob: moved ...", and the manifest page's pods and findings reload on the
 *   board's "draftOutdated" (no event of their own); the activity list gets the change at its top.
 * - event "comments" {revision, author, summary}: someone commented on a revision, replied or resolved a thread; the
 *   board's comments line asks again (commentsChanged).
 * - event "presence" [{username, pod, since}]: the others' badges (data-presence) in #presence and on the card of the
 *   pod each selected or drags; re-marked after each swap of the board.
 * - selecting or dragging a card tells the server which pod this person works on (POST .../presence).
 * - the activity list's times read "2 s ago", counted here; one's own edits and replacements get an "Undo" button
 *   there (undo of that change, POST .../edit/undo?change=N), as the server renders them on the page's load.
 */
(function () {
	'use strict';

	var source = null;
	/** The newest change this page has dealt with (its cards asked for, or shown already). */
	var handled = 0;
	var people = [];
	var selectedPod = null;

	function element() {
		return document.querySelector('[data-events-url]');
	}

	function shownVersion() {
		var input = document.getElementById('board-version');
		if (input) {
			return parseInt(input.value, 10) || 0;
		}
		var live = document.getElementById('draft-live');
		return live ? parseInt(live.getAttribute('data-draft-version'), 10) || 0 : 0;
	}

	function me() {
		var live = document.getElementById('live');
		return live ? live.getAttribute('data-username') : null;
	}

	function ago(time) {
		var seconds = Math.max(0, Math.round((Date.now() - time) / 1000));
		if (seconds < 60) {
			return seconds + ' s ago';
		}
		if (seconds < 3600) {
			return Math.floor(seconds / 60) + ' min ago';
		}
		if (seconds < 86400) {
			return Math.floor(seconds / 3600) + ' h ago';
		}
		return new Date(time).toLocaleString();
	}

	function tick() {
		document.querySelectorAll('#activity time[datetime]').forEach(function (time) {
			var at = Date.parse(time.getAttribute('datetime'));
			if (!isNaN(at)) {
				time.textContent = ago(at);
			}
		});
	}

	function addActivity(change) {
		var list = document.getElementById('activity');
		if (!list || list.querySelector('[data-version="' + change.version + '"]')) {
			return;
		}
		var item = document.createElement('li');
		item.setAttribute('data-version', change.version);
		var link = document.createElement('a');
		var pod = change.pods && change.pods.length ? change.pods[0] : null;
		if (pod) {
			link.href = '#pod-' + pod;
			link.setAttribute('data-pod-link', pod);
		}
		link.textContent = change.author + ': ' + change.summary;
		var time = document.createElement('time');
		time.setAttribute('datetime', new Date().toISOString());
		item.appendChild(link);
		item.appendChild(document.createTextNode(' '));
		item.appendChild(time);
		if (change.author === me() && (change.kind === 'edit' || change.kind === 'replace')) {
			item.appendChild(undoButton(change));
		}
		list.insertBefore(item, list.firstChild);
		htmx.process(item);
		var empty = document.querySelector('[data-activity-empty]');
		if (empty) {
			empty.hidden = true;
		}
		while (list.children.length > 12) {
			list.removeChild(list.lastChild);
		}
		tick();
	}

	function undoButton(change) {
		var live = document.getElementById('live');
		var button = document.createElement('button');
		button.type = 'button';
		button.className = 'button button-quiet activity-undo';
		button.setAttribute('data-action', 'undo-change');
		button.setAttribute('data-change', change.version);
		button.setAttribute('aria-label', live.getAttribute('data-undo-label') + ' ' + change.summary);
		button.setAttribute('hx-post', live.getAttribute('data-undo-url') + '?change=' + change.version);
		button.setAttribute('hx-target', '#board');
		button.setAttribute('hx-swap', 'outerHTML');
		button.setAttribute('hx-include', '#board-version, #kube-version');
		button.textContent = live.getAttribute('data-undo-label');
		return button;
	}

	function note(change) {
		var box = document.getElementById('live-note');
		if (!box || change.author === me()) {
			return;
		}
		box.textContent = change.author + ': ' + change.summary;
		box.setAttribute('data-version', change.version);
		box.hidden = false;
	}

	function onChange(event) {
		var change = JSON.parse(event.data);
		if (!event.seen) {
			addActivity(change);
		}
		var onBoard = !!document.getElementById('board');
		// On the board a change is done with once its cards were asked for, or when it is this page's own (whose
		// answer brought its cards): the version the board shows may be newer than a change whose cards it lacks.
		if (change.version <= handled || (!onBoard || change.author === me()) && change.version <= shownVersion()) {
			handled = Math.max(handled, change.version);
			return;
		}
		if (change.author === me() && !event.recheck) {
			// Most likely this page's own edit, whose answer is on its way: look again in a second.
			setTimeout(function () {
				onChange({ data: event.data, recheck: true, seen: true });
			}, 1000);
			return;
		}
		handled = Math.max(handled, change.version);
		note(change);
		if (onBoard && change.pods && change.pods.length) {
			htmx.trigger(document.body, 'cardsOutdated', { pods: change.pods });
		}
		else {
			// the board's event, on the board and on the manifest page alike: the region that shows the draft reloads
			htmx.trigger(document.body, 'draftOutdated');
		}
	}

	function badge(person) {
		var span = document.createElement('span');
		span.className = 'presence-badge';
		span.setAttribute('data-presence', person.username);
		span.title = person.username + (person.pod ? ' (' + person.pod + ')' : '');
		span.textContent = person.username.slice(0, 2).toUpperCase();
		return span;
	}

	function markPresence() {
		var row = document.getElementById('presence');
		if (!row) {
			return;
		}
		var others = people.filter(function (person) {
			return person.username !== me();
		});
		row.replaceChildren.apply(row, others.map(badge));
		document.querySelectorAll('[data-pod] .presence-badge').forEach(function (old) {
			old.remove();
		});
		others.forEach(function (person) {
			if (!person.pod) {
				return;
			}
			var card = document.getElementById('pod-' + person.pod);
			var head = card && card.querySelector('.pod-head');
			if (head) {
				head.appendChild(badge(person));
			}
		});
	}

	function select(pod) {
		var live = document.getElementById('live');
		if (!live || pod === selectedPod) {
			return;
		}
		selectedPod = pod;
		var headers = { 'Content-Type': 'application/json' };
		var token = document.querySelector('meta[name="_csrf"]');
		var header = document.querySelector('meta[name="_csrf_header"]');
		if (token && header) {
			headers[header.getAttribute('content')] = token.getAttribute('content');
		}
		fetch(live.getAttribute('data-presence-url'), {
			method: 'POST',
			headers: headers,
			credentials: 'same-origin',
			body: JSON.stringify({ pod: pod })
		}).catch(function () {
			selectedPod = null;
		});
	}

	function podOf(target) {
		var card = target && target.closest ? target.closest('[data-pod]') : null;
		return card ? card.getAttribute('data-pod') : null;
	}

	function open() {
		var host = element();
		if (!host || source || typeof EventSource === 'undefined') {
			return;
		}
		var url = host.getAttribute('data-events-url');
		handled = shownVersion();
		source = new EventSource(url + (url.indexOf('?') < 0 ? '?' : '&') + 'after=' + shownVersion());
		source.addEventListener('change', onChange);
		source.addEventListener('comments', function () {
			htmx.trigger(document.body, 'commentsChanged');
		});
		source.addEventListener('presence', function (event) {
			people = JSON.parse(event.data);
			markPresence();
		});
		window.addEventListener('pagehide', function () {
			source.close();
		});
	}

	document.addEventListener('pointerdown', function (event) {
		var pod = podOf(event.target);
		if (pod) {
			select(pod);
		}
	}, true);

	document.addEventListener('click', function (event) {
		var link = event.target.closest ? event.target.closest('[data-pod-link]') : null;
		if (link) {
			var card = document.getElementById('pod-' + link.getAttribute('data-pod-link'));
			if (card) {
				event.preventDefault();
				card.scrollIntoView({ block: 'center' });
				card.classList.add('is-pointed');
				setTimeout(function () {
					card.classList.remove('is-pointed');
				}, 1500);
			}
		}
	});

	document.addEventListener('htmx:afterSwap', markPresence);

	document.addEventListener('DOMContentLoaded', function () {
		open();
		tick();
		setInterval(tick, 1000);
	});
}());
