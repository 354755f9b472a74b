/*
 * Manifest Studio: the CSRF token of the signed-in session (the layout's <meta name="_csrf"> and
 * <meta name="_csrf_header">) goes as a header on every request htmx makes, the board's edits included
 * (htmx.ajax fires htmx:configRequest too). Plain form posts carry it as a hidden field that Thymeleaf adds.
 */
(function () {
	'use strict';

	function meta(name) {
		var element = document.querySelector('meta[name="' + name + '"]');
		return element ? element.getAttribute('content') : null;
	}

	document.addEventListener('htmx:configRequest', function (event) {
		var token = meta('_csrf');
		var header = meta('_csrf_header');
		if (token && header) {
			event.detail.headers[header] = token;
		}
	});
}());
