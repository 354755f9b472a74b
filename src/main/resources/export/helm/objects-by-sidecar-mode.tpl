{{- if eq (include "studio.nativeSidecars" $) "true" }}
{{- /* Sidecars as init containers with restartPolicy Always (Kubernetes 1.29 and later). */}}
{{- include "studio.objects" (dict "root" $ "data" $data "objects" `[[native]]`) }}
{{- else }}
{{- /* Sidecars as the fallback: first in containers, with a postStart hook that waits until they are ready. */}}
{{- include "studio.objects" (dict "root" $ "data" $data "objects" `[[fallback]]`) }}
{{- end }}
