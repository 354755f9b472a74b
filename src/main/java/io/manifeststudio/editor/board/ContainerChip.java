package io.manifeststudio.editor.board;

/**
 * One container on a pod card: the pod's main container ({@code mode} {@code main}) or a container it places
 * ({@code colocated} or {@code sidecar}). {@code detail} is a short summary such as "2 jobs · 64 MiB", and
 * {@code missing} says that no instance group of that name exists.
 */
public record ContainerChip(String name, String mode, String detail, boolean missing) {

	public static final String MAIN = "main";

	public boolean isMain() {
		return MAIN.equals(this.mode);
	}

}
