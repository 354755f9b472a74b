package io.manifeststudio.account;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/** Puts {@link AllowInterceptor} in front of every handler (slices of {@code @WebMvcTest} get it too). */
@Configuration(proxyBeanMethods = false)
class AccessWebConfiguration implements WebMvcConfigurer {

	@Override
	public void addInterceptors(InterceptorRegistry registry) {
		registry.addInterceptor(new AllowInterceptor());
	}

}
