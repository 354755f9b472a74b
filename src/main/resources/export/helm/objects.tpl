{{- include "studio.objects" (dict "root" $ "data" $data "objects" `[[objects]]`) }}
