{{- if eq (mod (int (include "studio.replicas" (dict "root" $ "sizing" "[[key]]" "min" [[min]] "ha" [[ha]]))) 2) 0 }}
_oddReplicas: {{ fail "[[key]] must have an odd instance count" }}
{{- end }}
