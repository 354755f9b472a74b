/*
 * Manifest Studio: the little behaviour the pages need beyond htmx.
 * Clicking a finding (or pressing Enter on it) marks the pod card or container chips of the group it concerns and
 * scrolls the first of them into view. Delegated from the document, so it works on content htmx swaps in later.
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
			targets[0].scrollIntoView({ behavior: 'smooth', block: 'center' });
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
