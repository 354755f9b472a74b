{{- $count := int (include "studio.replicas" (dict "root" $ "sizing" "[[key]]" "min" [[count]] "ha" [[ha]])) }}
{{- /* a count of 0 switches the group off (min: 0); the odd rule is about the instances that run */}}
{{- if and (gt $count 0) (eq (mod $count 2) 0) }}
_oddReplicas: {{ fail "[[key]] must have an odd instance count" }}
{{- end }}
