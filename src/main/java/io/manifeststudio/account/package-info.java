/**
 * Accounts: who may use Manifest Studio and what they may do. Accounts and personal
 * access tokens in the database, the roles (admin > reviewer > editor > viewer, each with
 * the rights of those below it), Spring Security's sign-in (a form and a session for the
 * pages; HTTP Basic or {@code Authorization: Bearer mst_...} for the API, stateless),
 * CSRF protection for session requests, the security headers, and the access rule every
 * handler declares with {@link io.manifeststudio.account.RequiredRole} on the role
 * hierarchy (a handler without one is refused).
 * <p>
 * This module may use {@code manifest} and nothing else; {@code editor}, {@code review}
 * and {@code system} may use it ({@code ModularityTests} checks both).
 */
package io.manifeststudio.account;
