{{- if and (ne (typeOf (index .Values.sizing "[[key]]").count) "<nil>") (gt (int (index .Values.sizing "[[key]]").count) [[max]]) }}
_maxReplicas: {{ fail "[[key]] cannot have more than [[max]] instances" }}
{{- end }}
{{- if and .Values.config.HA .Values.config.HA_strict (ne (typeOf (index .Values.sizing "[[key]]").count) "<nil>") (lt (int (index .Values.sizing "[[key]]").count) [[ha]]) }}
_minHAReplicas: {{ fail "[[key]] must have at least [[ha]] instances for HA" }}
{{- end }}
{{- if and (ne (typeOf (index .Values.sizing "[[key]]").count) "<nil>") (lt (int (index .Values.sizing "[[key]]").count) [[min]]) }}
_minReplicas: {{ fail "[[key]] must have at least [[min]] instances" }}
{{- end }}
