/*
 * Manifest Studio: the little behaviour the pages need beyond htmx.
 * Clicking a finding (or pressing Enter on its subject's button) marks the pod card or container chips of the group
 * it concerns and scrolls the first of them into view (at once when the person asks for less motion). Delegated from
 * the document, so it works on content htmx swaps in later.
 */
(function () {
	'use strict';

	var MARK = 'is-marked';

	function cssEscape(value) {
		return (window.CSS && CSS.escape) ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&');
	}

	function markSubject(finding) {
		var subject = finding.getAttribute('data-subject');
		if (!subject) {
			return;
		}
		document.querySelectorAll('.' + MARK).forEach(function (element) {
			element.classList.remove(MARK);
		});
		var name = cssEscape(subject);
		var targets = document.querySelectorAll('[data-pod="' + name + '"], [data-container="' + name + '"]');
		targets.forEach(function (element) {
			element.classList.add(MARK);
		});
		finding.classList.add(MARK);
		if (targets.length > 0) {
			var still = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
			targets[0].scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'center' });
		}
	}

	document.addEventListener('click', function (event) {
		var finding = event.target.closest('[data-rule][data-subject]');
		if (finding) {
			markSubject(finding);
		}
	});

	document.addEventListener('keydown', function (event) {
		if (event.key !== 'Enter' && event.key !== ' ') {
			return;
		}
		var finding = event.target.closest('[data-rule][data-subject]');
		if (finding) {
			event.preventDefault();
			markSubject(finding);
		}
	});
})();

/*
 * A role manifest may have at most 5 MB: a file input that says so (data-max-bytes) refuses a larger file as soon as
 * it is chosen, with the message beside it, and the browser will not submit the form (htmx checks validity too), so
 * nothing is sent and nothing typed is lost. The server refuses such a file on the field as well.
 */
(function () {
	'use strict';

	function errorSlot(input) {
		var id = input.getAttribute('aria-describedby');
		return id ? document.getElementById(id) : null;
	}

	function checkSize(input) {
		var max = Number(input.getAttribute('data-max-bytes'));
		var file = (input.files && input.files.length > 0) ? input.files[0] : null;
		var message = (file && file.size > max) ? input.getAttribute('data-too-large') : '';
		input.setCustomValidity(message);
		var slot = errorSlot(input);
		if (slot) {
			slot.textContent = message;
			slot.hidden = (message === '');
			slot.closest('.field').classList.toggle('has-error', message !== '');
		}
	}

	document.addEventListener('change', function (event) {
		if (event.target.matches && event.target.matches('input[type=file][data-max-bytes]')) {
			checkSize(event.target);
		}
	});
})();
