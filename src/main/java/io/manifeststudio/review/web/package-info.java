/**
 * The review's pages and API: thin controllers over the services of
 * {@code io.manifeststudio.review}.
 */
package io.manifeststudio.review.web;
