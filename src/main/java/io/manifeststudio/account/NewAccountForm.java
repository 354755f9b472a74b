package io.manifeststudio.account;

/**
 * The admin page's form for a new account, as typed (kept when the form comes back with a
 * problem).
 */
public class NewAccountForm {

	private String username;

	private String password;

	private String role = Role.VIEWER.code();

	public String getUsername() {
		return this.username;
	}

	public void setUsername(String username) {
		this.username = username;
	}

	public String getPassword() {
		return this.password;
	}

	public void setPassword(String password) {
		this.password = password;
	}

	public String getRole() {
		return this.role;
	}

	public void setRole(String role) {
		this.role = role;
	}

}
