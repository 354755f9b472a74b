/*
 * Manifest Studio: the upload on the releases page. The tarball goes as the request body to POST /api/releases
 * (the API streams it and enforces the release limits, up to 512 MiB), with the session's CSRF header; a progress
 * bar shows the sending, then the status says the server is reading the release, and once it is stored htmx
 * reloads the table. An error shows the API's message (and the archive entry it names).
 */
(function () {
	'use strict';

	function meta(name) {
		var element = document.querySelector('meta[name="' + name + '"]');
		return element ? element.getAttribute('content') : null;
	}

	function upload(form) {
		var input = form.querySelector('input[type="file"]');
		var progress = form.querySelector('progress');
		var status = form.querySelector('[role="status"]');
		var button = form.querySelector('button[type="submit"]');
		if (!input.files || input.files.length === 0) {
			return;
		}
		var file = input.files[0];
		var request = new XMLHttpRequest();
		request.open('POST', form.getAttribute('data-upload-url'));
		request.setRequestHeader('Content-Type', 'application/gzip');
		var token = meta('_csrf');
		var header = meta('_csrf_header');
		if (token && header) {
			request.setRequestHeader(header, token);
		}
		progress.hidden = false;
		progress.value = 0;
		button.disabled = true;
		form.setAttribute('data-state', 'sending');
		status.textContent = status.getAttribute('data-sending') + ' ' + file.name;
		request.upload.addEventListener('progress', function (event) {
			if (event.lengthComputable) {
				progress.value = Math.round(100 * event.loaded / event.total);
			}
		});
		request.upload.addEventListener('load', function () {
			progress.value = 100;
			form.setAttribute('data-state', 'reading');
			status.textContent = status.getAttribute('data-reading');
		});
		request.addEventListener('loadend', function () {
			button.disabled = false;
			var answer = null;
			try {
				answer = JSON.parse(request.responseText);
			}
			catch (ignored) {
				answer = null;
			}
			if (request.status === 201 && answer) {
				form.setAttribute('data-state', 'done');
				status.textContent = status.getAttribute('data-done') + ' ' + answer.name + '/' + answer.version
					+ ' (' + answer.jobCount + ')';
				input.value = '';
				window.htmx.ajax('GET', form.getAttribute('data-table-url'),
					{ target: '#release-table', swap: 'outerHTML' });
			}
			else {
				form.setAttribute('data-state', 'failed');
				progress.hidden = true;
				var message = (answer && answer.detail) ? answer.detail : ('HTTP ' + request.status);
				if (answer && answer.field) {
					message = answer.field + ': ' + message;
				}
				status.textContent = status.getAttribute('data-failed') + ' ' + message;
			}
		});
		request.send(file);
	}

	document.addEventListener('submit', function (event) {
		var form = event.target.closest('#release-upload');
		if (form) {
			event.preventDefault();
			upload(form);
		}
	});
}());
